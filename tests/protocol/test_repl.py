"""`wispy repl` driven through a terminal (pexpect on a pty, the REPL talking to `wispy emulate`
over its TCP port): definitions persist from input to input, expression values are echoed,
history recalls inputs, TAB completes names and the attributes the board says an object
has, Ctrl-C interrupts a loop and a sleep on the board and the prompt comes back with the
state kept, tracebacks point at the line of the input that holds the failing code, Ctrl-D
soft-resets."""

from __future__ import annotations

import os
import re
import sys
import time

import pytest
from emulated import Emulated

pexpect = pytest.importorskip("pexpect")


@pytest.fixture
def board(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    yield emu
    emu.stop()


class Terminal:
    """The REPL on a pty. Every wait is for text the REPL prints, never a fixed delay,
    except a short settle after a prompt before a control key (the prompt reads keys once
    it has put the terminal in raw mode)."""

    def __init__(self, url: str):
        self.child = pexpect.spawn(sys.executable, ["-m", "wispy", "-p", url, "repl"],
                                   encoding="utf-8", timeout=60, dimensions=(24, 200),
                                   env={**os.environ, "TERM": "dumb"})
        self.child.expect("inputs compile on this computer")

    def prompt(self, text: str = ">>> ") -> None:
        self.child.expect_exact(text)

    def enter(self, *lines: str) -> None:
        """One input: a line, or a block (its lines, then the empty line that ends it)."""
        for i, line in enumerate(lines):
            self.prompt(">>> " if i == 0 else "... ")
            self.child.sendline(line)
        if len(lines) > 1:
            self.prompt("... ")
            self.child.sendline("")

    def result(self, text: str, timeout: float = 60) -> None:
        """`text` as a whole line of output."""
        self.child.expect(r"(?m)^" + re.escape(text) + r"\r?$", timeout=timeout)

    def key(self, key: str) -> None:
        self.prompt()
        time.sleep(0.5)
        self.child.send(key)


def test_a_session_keeps_its_names_and_survives_ctrl_c(board):
    t = Terminal(board.socket)
    child = t.child
    try:
        t.enter("base = 40")
        t.enter("def add(n):", "    return base + n")
        t.enter("add(2)")
        t.result("42")
        t.key("\x1b[A")  # history: the up arrow brings back `add(2)` (a dumb terminal
        child.send("\r")  # does not redraw it; its value is the proof)
        t.result("42")
        t.enter("class Counter:", "    def __init__(self):", "        self.n = 0",
                "    def bump(self):", "        self.n += 1", "        return self.n")
        t.enter("c = Counter()")
        t.enter("c.bump() + c.bump()")
        t.result("3")

        # Ctrl-C in a busy loop: KeyboardInterrupt on the board, the prompt comes back
        t.enter("def spin():", "    print('spinning')", "    while True:", "        pass")
        t.enter("spin()")
        t.result("spinning")
        child.sendintr()
        child.expect("KeyboardInterrupt", timeout=15)
        t.enter("add(1), c.bump(), base")  # the state is all there
        t.result("(41, 3, 40)")

        # Ctrl-C in time.sleep: the board wakes at once, not after the 60 s
        t.enter("import time")
        t.enter("def nap():", "    print('napping')", "    time.sleep(60)")
        t.enter("nap()")
        t.result("napping")
        started = time.monotonic()
        child.sendintr()
        child.expect("KeyboardInterrupt", timeout=15)
        assert time.monotonic() - started < 15
        t.enter("add(3)")
        t.result("43")

        # TAB: an attribute of an instance and of a str, asked of the board
        t.prompt()
        child.send("c.bu\t")
        child.send("()\r")
        t.result("4")
        t.enter("s = 'abc'")
        t.prompt()
        child.send("s.upp\t")
        child.send("()\r")
        t.result("'ABC'")

        # a traceback names each input and its line, with the line's text
        t.enter("def boom(x):", "    y = x + 1", "    return y / 0")
        t.enter("boom(1)")
        child.expect(r'File "<stdin-\d+>", line 1, in <module>\r?\n    boom\(1\)')
        child.expect(r'File "<stdin-\d+>", line 3, in boom\r?\n    return y / 0')
        child.expect("ZeroDivisionError: division by zero")
        t.enter("add(0)")
        t.result("40")

        t.key("\x04")  # Ctrl-D: soft reset, a fresh namespace
        child.expect("soft reset")
        t.enter("base")
        child.expect("NameError: name 'base' is not defined")
        t.key("\x04")
        child.expect("soft reset")
        t.key("\x04")  # Ctrl-D in a fresh session: the REPL ends
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)


def test_an_exception_kept_from_an_earlier_input_still_names_its_line(board):
    # The next input's records go over an input's code only when the board says nothing
    # holds it (DONE's `held`). Here the ZeroDivisionError, the context of the kept
    # ValueError, holds input 1's frame; input 2's float and big int would have gone over
    # input 1's code, and its traceback read them as code ('File "", line 0, in').
    t = Terminal(board.socket)
    child = t.child
    try:
        t.enter("try:", "    try:", "        1 / 0", "    except ZeroDivisionError:",
                "        raise ValueError('v')", "except ValueError as v:", "    kept = v")
        t.enter("x = 2.5; y = 10 ** 30; s = 'a' * 3")
        t.enter("raise kept")
        child.expect(r'File "<stdin-1>", line 3, in <module>\r?\n    1 / 0\r?\n'
                     r'ZeroDivisionError: division by zero')
        child.expect(r'File "<stdin-3>", line 1, in <module>\r?\n    raise kept\r?\nValueError: v')
        t.enter("x * 2, y // 10 ** 29, s")  # the later input's constants are whole
        t.result("(5.0, 10, 'aaa')")
    finally:
        child.close(force=True)


def test_a_session_of_200_definitions_fits_on_the_16_kb_board(firmware, tmp_path):
    # Issue 18: the session used to fill after about 20 one-line defs (1,024 B of strings),
    # then after ~110 on the micro:bit (function objects filled the heap) or 136 (its fixed
    # table of 137 constants). Now a def costs no heap (an immediate function), no string
    # for its input's name (one file, <stdin>), and the tables grow as the records do.
    emu = Emulated(firmware, tmp_path / "flash.bin")
    try:
        t = Terminal(emu.socket)
        for i in range(200):
            t.enter(f"def f{i}(x): return x + {i}")
        t.enter("print(f0(1) + f199(1), f123(0))")
        t.result("201 123")
        t.enter("def boom(): return 1 / 0")  # a traceback still names the input and line
        t.enter("boom()")
        t.child.expect(r'File "<stdin-202>", line 1, in boom\r?\n    def boom\(\): return 1 / 0')
        t.child.terminate(force=True)
    finally:
        emu.stop()
