"""Files on the board (firmware/lib/os.py, docs/boards.md "Files"): the os/open API against
CPython's, ENOSPC with the old file intact, a file rewritten with the power cut after every
flash operation of the rewrite (including a collection) read back whole, old or new, each
time, and `wispy -p PORT fs ls|get|put|rm` through `wispy emulate`'s pty (pyserial), with
the files kept by --flash across a restart."""

from __future__ import annotations

import contextlib
import io
import os

import pytest
from emulated import Emulated, wispy
from test_power_cut import compile_, new_board

from wispy.boards import load_board

# The files region's 128-byte chunks (124 bytes of data each): the tests that fill it scale
# with it (160 chunks when it was 20 KB; the figures in the comments are those).
CHUNKS = load_board("microbit-v1")["flash_layout"]["files"]["size"] // 128
BIG = CHUNKS * 3 // 4  # 60 of the 80: a file of three quarters of the chunks
HALF = CHUNKS * 3 // 8  # 30
CHURN = CHUNKS // 5  # 16: a file, its meta chunk and its next version's beside HALF's
PART = 3000 * CHUNKS // 160  # 1500: five files of it nearly fill the region

API = """import os
for name in os.listdir():
    os.remove(name)
print(os.listdir())
with open('a.txt', 'w') as f:
    print(f.write('hello\\nworld\\n'))
print(os.listdir(), os.size('a.txt'))
with open('a.txt') as f:
    print(repr(f.read()))
with open('a.txt', 'a') as f:
    f.write('third line\\n')
f = open('a.txt')
print(repr(f.readline()), f.readlines())
f.close()
for line in open('a.txt'):
    print(repr(line))
data = bytes(range(256)) * 3
with open('b.bin', 'wb') as f:
    f.write(data[:200])
    f.write(data[200:])
with open('b.bin', 'rb') as f:
    print(f.read() == data, f.read())
with open('b.bin', 'rb') as f:
    print(f.read(5), f.read(300)[-3:], f.readline()[:4])
with open('b.bin', 'ab') as f:
    f.write(b'tail')
print(os.size('b.bin'), open('b.bin', 'rb').read()[-6:])
print(sorted(os.listdir()), os.size('b.bin'))
os.remove('a.txt')
print(os.listdir())
for bad in (lambda: open('a.txt'), lambda: os.remove('a.txt'), lambda: os.size('a.txt')):
    try:
        bad()
    except OSError as e:
        print(isinstance(e, OSError), e.errno, e.args[0])
try:
    open('x', 'q')
except ValueError as e:
    print(e)
with open('c', 'w') as f:
    pass
print(sorted(os.listdir()), os.size('c'))
f = open('c')
f.close()
try:
    f.read()
except ValueError as e:
    print(e)
"""


def cpython(source: str, tmp_path) -> str:
    """What CPython prints, in an empty folder, with os.size as MicroPython's (getsize)."""
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    os.size = os.path.getsize
    try:
        with contextlib.redirect_stdout(out):
            exec(source, {})
    finally:
        del os.size
        os.chdir(cwd)
    return out.getvalue()


def run(board, source: str) -> str:
    board.load_image(compile_(source))
    board.request_reset()
    out = bytearray()
    result = board.run(timeout=30.0, on_stdout=out.extend, on_stderr=out.extend)
    assert result.reason == "done", (result, out.decode())
    return out.decode()


def test_the_api_as_cpython(firmware, tmp_path):
    board = new_board(firmware)
    assert run(board, API) == cpython(API, tmp_path)


def test_errors_and_uname(firmware):
    board = new_board(firmware)
    out = run(board, """import os
try:
    open('nothing')
except OSError as e:
    print(e)
try:
    f = open('t', 'w')
    f.write(b'x')
except TypeError as e:
    print(e)
try:
    open('r', 'rb').read()
except OSError as e:
    print(e.errno)
with open('t', 'w') as f:
    f.write('x')
try:
    open('t').write('y')
except OSError as e:
    print(e)
print(os.uname().sysname, os.uname()[0])
""")
    assert out == ("[Errno 2] ENOENT\nwrite() argument must be str, not bytes\n2\n"
                   "[Errno 9] EBADF\nmicrobit microbit\n"), out


def test_a_full_file_system_says_enospc_and_keeps_the_old_file(firmware):
    board = new_board(firmware)
    out = run(board, """import os
with open('keep.txt', 'w') as f:
    f.write('old')
n = 0
try:
    with open('big', 'wb') as f:
        while True:
            f.write(bytes(100))
            n += 100
except OSError as e:
    print(e.errno, e)
print(n > %d, open('keep.txt').read(), 'big' in os.listdir())
try:
    with open('keep.txt', 'w') as f:
        for i in range(200):
            f.write('x' * 100)
except OSError as e:
    print(e.errno)
print(open('keep.txt').read())
with open('big', 'wb') as f:
    for i in range(4):
        f.write(bytes(%d))
print(os.size('big'))
""" % (5 * PART, PART))  # 7500 of the 10 KB region, then 6000
    assert out == f"28 [Errno 28] ENOSPC\nTrue old False\n28\nold\n{4 * PART}\n", out


# The rewrite whose every flash operation is cut: a file system nearly full of a large file
# and the garbage of earlier versions of data.txt, so that the rewrite must collect a page.
SETUP = f"""with open('big.bin', 'wb') as f:
    for i in range({BIG}):
        f.write(bytes([i]) * 124)
for v in range(10):
    with open('data.txt', 'w') as f:
        f.write(('old %d ' % v) * 40)
print('set up')
"""
OLD = ('old 9 ') * 40
NEW = ''.join('new %03d ' % i for i in range(40))
REWRITE = f"""with open('data.txt', 'w') as f:
    f.write({NEW!r})
print('written')
"""
READ = f"""import os
print(open('data.txt').read())
big = open('big.bin', 'rb')
for i in range({BIG}):
    if big.read(124) != bytes([i]) * 124:
        print('big.bin damaged at', i)
print(sorted(os.listdir()))
"""
AFTER = """with open('more.txt', 'w') as f:
    f.write('more' * 100)
print(open('more.txt').read() == 'more' * 100, open('data.txt').read()[:3])
"""


def files_region(board):
    files = board.config["flash_layout"]["files"]
    return files["start"], files["size"]


def test_every_flash_step_of_a_rewrite_leaves_the_old_or_the_new_file(firmware):
    board = new_board(firmware)
    start, size = files_region(board)
    assert run(board, SETUP) == "set up\n"
    old_state = bytes(board.uc.mem_read(start, size))
    ops = []
    original = board.flash_changed

    def record(address: int, n: int) -> None:
        original(address, n)
        if start <= address < start + size:
            ops.append((address, bytes(board.uc.mem_read(address, n))))

    board.flash_changed = record
    assert run(board, REWRITE) == "written\n"
    board.flash_changed = original
    erases = [i for i, (_, data) in enumerate(ops) if len(data) > 4]
    assert erases, "the rewrite did not collect a page"
    assert len(ops) > 60

    reader = new_board(firmware)
    reader.load_image(compile_(READ))
    reader.uc.mem_write(start, old_state)
    seen = []
    listing = "['big.bin', 'data.txt']\n"

    def read_back() -> str:
        reader.request_reset()
        out = bytearray()
        result = reader.run(timeout=30.0, on_stdout=out.extend, on_stderr=out.extend)
        assert result.reason == "done", (result, out.decode())
        text = out.decode()
        assert text.endswith(listing) and "damaged" not in text, text
        return text[:-len(listing)]

    seen.append(read_back())
    for address, data in ops:
        reader.uc.mem_write(address, data)
        seen.append(read_back())
    assert set(seen) == {OLD + "\n", NEW + "\n"}, set(seen)
    first_new = seen.index(NEW + "\n")
    assert all(s == NEW + "\n" for s in seen[first_new:])  # no way back once committed
    assert first_new == len(ops)  # the commit is the last word written

    # after a cut anywhere, the file system goes on working (a collection cut halfway
    # is finished or undone by the next one)
    for cut in sorted(set(erases + [e - 1 for e in erases] + list(range(0, len(ops), 25)))):
        state = bytearray(old_state)
        for address, data in ops[:cut + 1]:
            state[address - start:address - start + len(data)] = data
        after = new_board(firmware)
        after.uc.mem_write(start, bytes(state))
        out = run(after, AFTER)
        assert out == "True " + ("new" if cut + 1 >= len(ops) else "old") + "\n", (cut, out)


def test_fs_commands_through_the_pty_and_kept_across_a_restart(firmware, tmp_path):
    flash = tmp_path / "flash.bin"
    local = tmp_path / "local.bin"
    data = bytes(range(256)) * 10 + b"\n\r\x00end"
    local.write_bytes(data)
    (tmp_path / "notes.txt").write_text("héllo\n")
    emu = Emulated(firmware, flash)
    try:
        assert wispy("-p", emu.pty, "fs", "ls").stdout == ""
        r = wispy("-p", emu.pty, "fs", "put", str(local), ":data.bin")
        assert r.returncode == 0, r.stderr
        r = wispy("-p", emu.pty, "fs", "put", str(tmp_path / "notes.txt"))
        assert r.returncode == 0, r.stderr
        r = wispy("-p", emu.pty, "fs", "ls")
        assert r.stdout == f"{len(data):>12} data.bin\n{7:>12} notes.txt\n", r.stdout
    finally:
        emu.stop()
    emu = Emulated(firmware, flash)  # plugged in again: the files are still there
    try:
        r = wispy("-p", emu.pty, "fs", "get", ":data.bin", str(tmp_path / "back.bin"))
        assert r.returncode == 0, r.stderr
        assert (tmp_path / "back.bin").read_bytes() == data
        r = wispy("-p", emu.pty, "exec", "print(open('notes.txt').read(), end='')")
        assert r.stdout == "héllo\n", r
        r = wispy("-p", emu.pty, "fs", "get", "notes.txt")
        assert r.stdout == "héllo\n", r
        assert wispy("-p", emu.pty, "fs", "rm", "data.bin").returncode == 0
        assert wispy("-p", emu.pty, "fs", "ls").stdout == f"{7:>12} notes.txt\n"
        r = wispy("-p", emu.pty, "fs", "rm", "data.bin")
        assert r.returncode == 1 and "fs rm: FileNotFoundError: [Errno 2] ENOENT" in r.stderr, r.stderr
        r = wispy("-p", emu.pty, "fs", "get", "missing.txt")
        assert r.returncode == 1 and "ENOENT" in r.stderr, r.stderr
    finally:
        emu.stop()


@pytest.mark.parametrize("args", [("put", "/nonexistent/file"), ("get",), ("ls", "x")])
def test_fs_command_mistakes_are_sentences(firmware, tmp_path, args):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    try:
        r = wispy("-p", emu.pty, "fs", *args)
        assert r.returncode == 2 and r.stderr.startswith("wispy: fs "), r.stderr
        assert "Traceback" not in r.stderr
    finally:
        emu.stop()


@pytest.mark.parametrize("what", ["random bytes", "an old script image"])
def test_a_region_holding_other_data_is_garbage_to_collect(firmware, what):
    """The files region was the script region's end before issue 16: what a board kept there
    reads as garbage (no file), and writing collects it."""
    import random

    board = new_board(firmware)
    start, size = files_region(board)
    data = bytearray(random.Random(7).randbytes(size))
    if what == "an old script image":
        data[10_000:] = b"\xff" * (size - 10_000)
    board.uc.mem_write(start, bytes(data))
    out = run(board, f"""import os
print(os.listdir())
for i in range(5):
    with open('f%d' % i, 'w') as f:
        f.write('%d' % i * {PART})
print([os.size('f%d' % i) for i in range(5)], open('f4').read(10))
""")
    assert out == f"[]\n{[PART] * 5} 4444444444\n", out


def test_a_file_open_for_reading_while_collections_move_its_chunks(firmware):
    """keep.bin's chunks alternate with temp.bin's in every page; once temp.bin is removed,
    rewriting another file makes collections move keep.bin's chunks while it is open."""
    board = new_board(firmware)
    out = run(board, f"""import os
a = open('keep.bin', 'wb')
b = open('temp.bin', 'wb')
for i in range({HALF}):
    a.write(bytes([i]) * 124)
    b.write(bytes([i]) * 124)
a.close()
b.close()
r = open('keep.bin', 'rb')
first = r.read(124 * 10)
os.remove('temp.bin')
moved = os._G
for v in range(3):
    with open('churn', 'wb') as f:
        for i in range({CHURN}):
            f.write(bytes([v]) * 124)
print(os._G > moved, first == b''.join([bytes([i]) * 124 for i in range(10)]))
ok = True
for i in range(10, {HALF}):
    ok = ok and r.read(124) == bytes([i]) * 124
print(ok, r.read())
print(sorted(os.listdir()), os.size('churn'), open('churn', 'rb').read(3))
""")
    assert out == f"True True\nTrue b''\n['churn', 'keep.bin'] {CHURN * 124} b'\\x02\\x02\\x02'\n", out


def test_files_on_qemu_as_on_the_emulator(firmware):
    """QEMU's microbit machine models the NVMC (nrf51_nvm): the same script writes, appends,
    lists and removes files there as on wispy's emulator. (QEMU's flash starts as zeros where
    the loader put nothing, so its files region starts as garbage, which is collected.)"""
    from wispy.build import qemu_available, run_on_qemu

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")
    source = """import os
print(os.listdir())
with open('a.txt', 'w') as f:
    f.write('one\\n')
with open('a.txt', 'a') as f:
    f.write('two\\n')
print(open('a.txt').readlines(), os.size('a.txt'))
os.remove('a.txt')
print(os.listdir())
print('end')
"""
    board = new_board(firmware)
    ours = run(board, source)
    theirs = run_on_qemu(firmware, compile_(source), timeout_s=60, until=b"end\n")
    assert ours == "[]\n['one\\n', 'two\\n'] 8\n[]\nend\n"
    assert theirs.replace("\r\n", "\n").strip() == ours.strip()
