"""input(): the prompt on the console, a line from the console UART, EOFError at Ctrl-D —
on the emulated board, against CPython reading the same lines from a pipe."""

from __future__ import annotations

import subprocess
import sys

import pytest

from boardrun import BoardRun

DIALOGUE = """\
name = input("Your name? ")
print("Hello,", name, len(name))
total = 0
while True:
    try:
        line = input(5)
    except EOFError as e:
        print("end:", e)
        break
    total += int(line or 0)
    print(repr(line), total)
print(input.__name__ if hasattr(input, "__name__") else "input")
"""


def cpython(source: str, stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", source], input=stdin, capture_output=True, text=True, timeout=60)


def board(firmware, source: str, send: bytes, at: float = 0.0):
    """Run source with `send` arriving on the RX pin at 115200 baud from power-on (as a
    terminal or a pipe would send it: the 128-byte receive ring never has to hold a line)."""
    from wispy.compiler import compile_source
    from wispy.emulator import Board

    b = Board(firmware, board="microbit-v1")
    b.load_image(compile_source(source, "t.py"))
    b.uart_input(send, at=at)
    out, err = bytearray(), bytearray()
    res = b.run(timeout=10.0, on_stdout=out.extend, on_stderr=err.extend)
    return BoardRun(out.decode(), err.decode(), res.status, res.reason, res.instructions, res.virtual_time, res.heap)


@pytest.mark.parametrize(
    "text",
    ["Ada\n1\n2\n\n40\n", "Grace Hopper\n" + "7\n" * 30, "x" * 300 + "\n3\n", "\n"],
    ids=["short", "many", "long-line", "empty-name"],
)
def test_lines_match_cpython(firmware, text):
    ref = cpython(DIALOGUE, text)
    assert ref.returncode == 0, ref.stderr
    run = board(firmware, DIALOGUE, text.encode() + b"\x04")  # Ctrl-D: the pipe's end
    assert run.reason == "done", run.stderr
    assert run.stdout == ref.stdout
    assert run.stderr == ""


def test_terminal_line_endings(firmware):
    # A terminal's Enter sends CR (or CRLF): each is one line ending, never an empty line.
    src = "for _ in range(4):\n    print(repr(input()))\n"
    run = board(firmware, src, b"a\rb\r\nc\n\r\nd\n")
    assert run.reason == "done", run.stderr
    assert run.stdout == "'a'\n'b'\n'c'\n''\n"


def test_eof_uncaught_traceback(firmware):
    run = board(firmware, "print(input('> '))\nprint(input('> '))\n", b"one\n\x04")
    ref = cpython("print(input('> '))\nprint(input('> '))\n", "one\n")
    assert run.stdout == ref.stdout == "> one\n> "
    assert run.status != 0
    assert run.stderr.splitlines()[-1] == ref.stderr.splitlines()[-1] == "EOFError: EOF when reading a line"


def test_ctrl_d_ends_a_partial_line(firmware):
    run = board(firmware, "print(repr(input()))\n", b"abc\x04")
    assert run.stdout == "'abc'\n"


def test_ctrl_c_while_waiting(firmware):
    src = "try:\n    input('? ')\nexcept KeyboardInterrupt:\n    print('interrupted')\n"
    run = board(firmware, src, b"\x03", at=0.05)  # once the prompt is out
    assert run.reason == "done", run.stderr
    assert run.stdout == "? interrupted\n"


def test_argument_errors_match_cpython(firmware):
    src = "try:\n    input(1, 2)\nexcept TypeError as e:\n    print(e)\n"
    run = board(firmware, src, b"")
    assert run.stdout == cpython(src, "").stdout == "input expected at most 1 argument, got 2\n"


def test_waiting_without_input_sleeps(firmware):
    # No byte ever comes: the CPU sleeps in WFI inside port_wait_input and the emulator
    # says it waits for input that nothing sends ("input"), at once, never spinning.
    run = board(firmware, "input()\nprint('never')\n", b"")
    assert run.reason == "input"
    assert run.stdout == ""


def test_cli_uart_input(tmp_path):
    script = tmp_path / "ask.py"
    script.write_text("a = input('a? ')\nb = input('b? ')\nprint(int(a) + int(b))\n")
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(script), "--uart-input", "20\\r\\n22\\n"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert r.stdout == "a? b? 42\n"
