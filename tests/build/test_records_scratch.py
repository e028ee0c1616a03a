"""One definition for the records that cross the host/board boundary (issue 17): in a scratch
copy of wispy, a new protocol message, a new field of the INFO reply and a new gc_stats
field are added to firmware/defs/records.toml, and each is given its meaning by one line of
C; nothing else is edited. `python -m wispy.generate` then writes both sides, the firmware
is built, and the host tools see all three on the emulated board: the INFO reply parses with
the new field, a request of the new type is answered, and the emulator's heap_stats() has
the new field with the value the firmware put there."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from scratch import scratch_tree


# what the scratch copy adds to records.toml, each to its group
NEW_MESSAGE = '''
[[message]]
name = "ECHO"
code = 0x12
doc = "data -> OK(the same data): added by tests/build/test_records_scratch.py"
'''
NEW_INFO_FIELD = '  { name = "scratch_info",    type = "I", doc = "added by a test" },\n'
NEW_GC_FIELD = '  { name = "scratch_gc",      type = "I", doc = "added by a test" },\n'

# ... and the C that gives each its meaning: one line apiece
C_LINES = [
    ("core/protocol.c", "        case T_INFO:\n            reply_info(seq);\n            break;\n",
     "        case T_ECHO: reply(T_OK, seq, p, n); break;\n"),
    ("core/protocol.c", "        .free_after_boot = gc_stats.free_after_boot,\n", "        .scratch_info = 0x5C1A7C4u,\n"),
    ("core/gc.c", "    gc_stats.heap_bytes = n * GC_BLOCK;\n", "    gc_stats.scratch_gc = 0xC0FFEEu;\n"),
]

DRIVER = textwrap.dedent('''
    import subprocess, sys
    import serial
    import wispy
    assert wispy.__file__.startswith(sys.argv[3]), wispy.__file__  # the scratch copy's, not the tree's
    from wispy import protocol as P
    from wispy.build import build_firmware, load_board
    from wispy.emulator import Board

    res = build_firmware(load_board("microbit-v1"), toolchain=sys.argv[1])
    board = Board(res.elf)
    board.run(timeout=1.0, on_stdout=lambda b: None, on_stderr=lambda b: None)
    print("gc_stats", hex(board.heap_stats()["scratch_gc"]))
    emu = subprocess.Popen([sys.executable, "-m", "wispy", "emulate", "--firmware", str(res.elf),
                            "--flash", sys.argv[2]], stdout=subprocess.PIPE, text=True)
    try:
        url = None
        while url is None:
            line = emu.stdout.readline()
            assert line, "wispy emulate ended"
            if line.startswith("serial: socket://"):
                url = line.split(" ", 1)[1].strip()
        link = P.Link(serial.serial_for_url(url, timeout=0.05))
        info = link.hello()
        print("info", hex(info.scratch_info), info.board)
        print("echo", link.request(P.ECHO, b"scratch"))
    finally:
        emu.terminate()
        emu.wait(20)
''')


def _toolchain() -> str:
    """The toolchain the build would take (gcc if installed, else zig's clang); skip if none."""
    from wispy.build import BuildError, find_toolchain

    try:
        return find_toolchain().name
    except BuildError:
        pytest.skip("no cross toolchain to build the firmware")


def _insert_after(path: Path, anchor: str, line: str) -> None:
    text = path.read_text()
    assert text.count(anchor) == 1, f"{path.name}: the anchor {anchor!r} is not there once"
    path.write_text(text.replace(anchor, anchor + line))


def test_a_message_an_info_field_and_a_gc_stats_field_need_only_the_definitions(tmp_path):
    toolchain = _toolchain()
    tree, env = scratch_tree(tmp_path)
    firmware = tree / "firmware"
    records = firmware / "defs" / "records.toml"
    text = records.read_text()
    text = text.replace("# FAIL's codes,", NEW_MESSAGE.strip() + "\n\n# FAIL's codes,", 1)
    info_end = '  { name = "free_after_boot", type = "I", doc = "free when the last program started" },\n'
    assert text.count(info_end) == 1
    text = text.replace(info_end, info_end + NEW_INFO_FIELD)
    gc_end = '  { name = "largest_free",    type = "I", doc = "largest free run in bytes, as of the last collection" },\n'
    assert text.count(gc_end) == 1
    text = text.replace(gc_end, gc_end + NEW_GC_FIELD)
    records.write_text(text)
    for rel, anchor, line in C_LINES:
        _insert_after(firmware / rel, anchor, line)

    gen = subprocess.run([sys.executable, "-m", "wispy.generate"], env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=300)
    assert gen.returncode == 0, gen.stderr
    # both sides were written from the one declaration
    assert "T_ECHO = 0x12" in (firmware / "gen" / "records.h").read_text()
    assert "ECHO = 0x12" in (tree / "host" / "gen" / "records.py").read_text()

    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER)
    run = subprocess.run([sys.executable, str(driver), toolchain, str(tmp_path / "flash.bin"), str(tmp_path)],
                         env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines() == [
        "gc_stats 0xc0ffee",
        "info 0x5c1a7c4 microbit-v1",
        "echo b'scratch'",
    ], run.stdout + run.stderr
