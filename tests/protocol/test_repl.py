"""`wispy repl` driven through a terminal (pexpect): definitions persist from input to
input, expression values are echoed, Ctrl-C interrupts a loop on the board and the prompt
comes back with the state kept, tracebacks point at the input's line."""

from __future__ import annotations

import os
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


def test_a_session_keeps_its_names_and_survives_ctrl_c(board):
    child = pexpect.spawn(sys.executable, ["-m", "wispy", "-p", board.socket, "repl"],
                          encoding="utf-8", timeout=30, dimensions=(24, 200),
                          env={**os.environ, "TERM": "dumb"})
    try:
        child.expect("inputs compile on this computer")

        def say(line: str) -> None:
            child.expect_exact(">>> " if not line.startswith(" ") else "... ")
            child.sendline(line)

        say("base = 40")
        say("def add(n):")
        say("    return base + n")
        child.sendline("")
        say("add(2)")
        child.expect_exact("42")
        say("class Counter:")
        say("    def __init__(self):")
        say("        self.n = 0")
        say("    def bump(self):")
        say("        self.n += 1")
        say("        return self.n")
        child.sendline("")
        say("c = Counter()")
        say("c.bump() + c.bump()")
        child.expect_exact("3")
        say("while True:")
        say("    base += 0")
        child.sendline("")
        time.sleep(2)  # the loop runs on the board
        child.sendintr()  # Ctrl-C
        child.expect("KeyboardInterrupt")
        say("add(1), c.bump(), base")  # the state is still there
        child.expect_exact("(41, 3, 40)")
        say("1 / 0")
        child.expect('File "<stdin>", line 1')
        child.expect("ZeroDivisionError: division by zero")
        say("add(0)")
        child.expect_exact("40")
        child.expect_exact(">>> ")
        time.sleep(0.5)  # the prompt reads keys (raw mode) once it is drawn
        child.sendeof()  # Ctrl-D: soft reset, a fresh namespace
        child.expect("soft reset")
        say("base")
        child.expect("NameError: name 'base' is not defined")
        child.expect_exact(">>> ")
        time.sleep(0.5)
        child.sendeof()
        child.expect("soft reset")
        child.expect_exact(">>> ")
        time.sleep(0.5)
        child.sendeof()  # Ctrl-D in a fresh session: the REPL ends
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
