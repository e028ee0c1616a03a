"""input() on a board behind a host tool (INPUT_REQ and LINE, docs/protocol.md): `wispy -p PORT
run` and `exec` feed the program the lines of their own stdin, as CPython's input() reads a
pipe (same output, EOFError and exit status 1 at the end of input), Ctrl-C and --timeout
interrupt an input() that waits, a lost line is sent again over a lossy link, and the REPL answers an
input() at its prompt from the terminal. All through `wispy emulate` and pyserial."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from emulated import WISPY, Emulated, wispy

GAME = """\
name = input("Name? ")
age = input("Age? ")
print("Hello,", name, "next year you are", int(age) + 1)
"""


@pytest.fixture
def board(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    yield emu
    emu.stop()


def cpython(path, stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(path)], input=stdin, capture_output=True,
                          text=True, timeout=60, check=False)


def test_two_inputs_read_the_tools_stdin_as_cpython_does(board, tmp_path):
    game = tmp_path / "game.py"
    game.write_text(GAME)
    for url, stdin in ((board.socket, "Ada\n41\n"), (board.pty, "Grace Hopper\n85")):
        expected = cpython(game, stdin)
        r = wispy("-p", url, "run", str(game), input=stdin)
        assert (r.returncode, r.stdout) == (0, expected.stdout), r.stderr
    assert r.stdout == "Name? Age? Hello, Grace Hopper next year you are 86\n"
    r = wispy("-p", board.socket, "exec", "print(repr(input('? ')), repr(input()))",
              input="  spaced  \n\n")
    assert (r.returncode, r.stdout) == (0, "? '  spaced  ' ''\n")


def test_the_end_of_stdin_raises_eoferror_with_status_1(board, tmp_path):
    game = tmp_path / "game.py"
    game.write_text(GAME)
    expected = cpython(game, "Ada\n")
    r = wispy("-p", board.socket, "run", str(game), input="Ada\n")
    assert (r.returncode, r.stdout) == (expected.returncode, expected.stdout) == (1, "Name? Age? ")
    assert 'File "game.py", line 2, in <module>' in r.stderr
    assert '    age = input("Age? ")' in r.stderr
    assert r.stderr.rstrip().endswith("EOFError: EOF when reading a line")
    # caught by the program, as in CPython
    code = "try:\n    input()\nexcept EOFError as e:\n    print('caught', e)\n"
    r = wispy("-p", board.socket, "exec", code, stdin=subprocess.DEVNULL)
    assert (r.returncode, r.stdout) == (0, "caught EOF when reading a line\n")


def test_a_long_line_is_cut_to_what_the_board_takes(board):
    r = wispy("-p", board.socket, "exec", "s = input()\nprint(len(s), s[:3], s[-3:])",
              input="abc" + "x" * 300 + "\n")
    assert (r.returncode, r.stdout) == (0, "256 abc xxx\n")
    assert "the line was cut to 256 bytes" in r.stderr


def test_ctrl_c_interrupts_an_input_that_waits(board, tmp_path):
    game = tmp_path / "game.py"
    game.write_text(GAME)
    proc = subprocess.Popen([*WISPY, "-p", board.socket, "run", str(game)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seen = b""
    deadline = time.monotonic() + 60
    while b"Name? " not in seen and time.monotonic() < deadline:
        seen += os.read(proc.stdout.fileno(), 100)
    assert seen == b"Name? "  # the prompt came before the line was asked for
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130 and out == b""
    assert b'name = input("Name? ")' in err and err.rstrip().endswith(b"KeyboardInterrupt")
    r = wispy("-p", board.socket, "eval", "6 * 7")  # the board serves the next command
    assert (r.returncode, r.stdout) == (0, "42\n")


def test_timeout_interrupts_an_input_waiting_for_stdin(board, tmp_path):
    game = tmp_path / "game.py"
    game.write_text(GAME)
    started = time.monotonic()
    proc = subprocess.Popen([*WISPY, "-p", board.socket, "run", str(game), "--timeout", "3"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    proc.stdin.write("Ada\n")  # one line, and stdin stays open: the second input() waits
    proc.stdin.flush()
    proc.wait(timeout=60)  # (communicate would close stdin: EOF, not a wait)
    out, err = proc.stdout.read(), proc.stderr.read()
    proc.stdin.close()
    assert proc.returncode == 124 and out == "Name? Age? "
    assert '    age = input("Age? ")' in err and "KeyboardInterrupt" in err and "--timeout" in err
    assert time.monotonic() - started < 30


def test_lines_get_through_a_lossy_link(firmware, tmp_path):
    prog = tmp_path / "many.py"
    prog.write_text("total = 0\nfor i in range(15):\n    line = input(f'n{i}? ')\n"
                    "    total += int(line)\n    print('got', line, total)\nprint('done', total)\n")
    stdin = "".join(f"{100 + i}\n" for i in range(15))
    expected = cpython(prog, stdin)
    lossy = Emulated(firmware, tmp_path / "flash.bin", "--lossy", "0.01:5")
    try:
        r = wispy("-p", lossy.socket, "run", str(prog), input=stdin)
    finally:
        report = lossy.stop()
    assert (r.returncode, r.stdout) == (0, expected.stdout), r.stderr
    assert "link dropped 0," not in report  # it really was damaged


def test_the_repl_answers_input_from_the_terminal(board):
    pexpect = pytest.importorskip("pexpect")
    from test_repl import Terminal

    t = Terminal(board.socket)
    child = t.child
    try:
        t.enter("name = input('Name? ')")
        child.expect_exact("Name? ')")  # the echo of the input, then the prompt
        child.expect_exact("Name? ")
        child.sendline("Ada Lovelace")
        t.enter("name.upper()")
        t.result("'ADA LOVELACE'")
        t.enter("input('More? ')")
        child.expect_exact("More? ')")
        child.expect_exact("More? ")
        child.sendline("yes")
        t.result("'yes'")  # the value is echoed like any expression's
        t.enter("input('Last? ')")
        child.expect_exact("Last? ')")
        child.expect_exact("Last? ")
        time.sleep(0.5)
        child.send("\x04")  # Ctrl-D: the end of input, EOFError on the board
        child.expect("EOFError: EOF when reading a line")
        t.enter("name")  # the session goes on
        t.result("'Ada Lovelace'")
        t.key("\x04")
        child.expect("soft reset")
        t.key("\x04")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
