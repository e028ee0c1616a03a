"""The firmware's HardFault handler and boot note on the emulated board (docs/boards.md,
"Faults"): a fault is reported and the board resets into the request loop without starting
the flashed script again; a program that goes on after Ctrl-C is stopped by a reset at the
third. The faults are taken where Board.fault_at says (the chip's precise HardFault at that
instruction); a fault the firmware really makes stays the emulator's own report."""

from __future__ import annotations

import re

import pytest
from wispy.compiler import compile_source
from wispy.emulator import Board
from wispy.emulator.peripherals.clock import LOCKUP

NOT_STARTED = "; the script was not started (reset the board to run it)\n"
REPORT = re.compile(r"\n\*\*\* HardFault: pc=(0x[0-9a-f]{8}) lr=(0x[0-9a-f]{8}) xpsr=(0x[0-9a-f]{8})\n")


def board_with(firmware, source: str) -> Board:
    board = Board(firmware)
    board.load_image(compile_source(source, "boot.py"))
    return board


def run(board: Board, timeout: float = 2.0, send: bytes = b""):
    if send:
        board.send(send)
    return board.run(timeout=timeout, on_stdout=lambda b: None, on_stderr=lambda b: None)


def test_a_fault_is_reported_and_the_board_serves_without_the_script(firmware):
    board = board_with(firmware, "import machine\nprint('booting')\nmachine.unique_id()\n"
                                 "print('not reached')\n")
    board.fault_at("port_unique_id")
    result = run(board)
    assert result.stdout == b"booting\n"  # once: the boot after the fault does not run it
    err = result.stderr.decode()
    pc, lr, xpsr = (int(x, 16) for x in REPORT.match(err).groups())
    assert pc == board.symbol("port_unique_id") & ~1  # the faulting instruction, as stacked
    assert board.elf.describe(lr).startswith("f_machine_unique_id+")  # the caller
    assert xpsr & 0x3F == 0 and xpsr & (1 << 24)  # thread mode, Thumb
    assert err.endswith("*** the board reset after a fault" + NOT_STARTED)
    assert (result.reason, board.resets, board.injected_faults) == ("no-program", 1, 1)
    assert board.power.reg("GPREGRET") & 0x0F == 0  # the note was taken (0xA_: ours)
    # it serves requests (waits for one) and stays put: no second boot, no second fault
    again = run(board, timeout=1.0)
    assert (again.reason, again.stdout, again.stderr, board.resets) == ("input", b"", b"", 1)


def test_a_fault_in_an_interrupt_handler_shows_its_exception(firmware):
    board = board_with(firmware, "import time\nprint('sleeping')\ntime.sleep(0.01)\n")
    board.fault_at("RTC0_IRQHandler")  # the sleep's wake-up interrupt
    result = run(board)
    pc, _, xpsr = (int(x, 16) for x in REPORT.match(result.stderr.decode()).groups())
    assert pc == board.symbol("RTC0_IRQHandler") & ~1
    assert xpsr & 0x3F == 16 + 11  # in handler mode: IRQ 11, RTC0
    assert result.stdout == b"sleeping\n" and result.reason == "no-program"


def test_a_lockup_reset_is_said_and_the_script_not_started(firmware):
    board = board_with(firmware, "print('booting')\n")
    board.power.resetreas |= LOCKUP  # a fault in the fault handler locked the core: a reset
    result = run(board)
    assert result.stdout == b""
    assert result.stderr.decode() == "*** the board reset after a lockup" + NOT_STARTED
    assert board.power.resetreas & LOCKUP == 0  # cleared, so the next reset runs the script


STUBBORN = """n = 0
print('boot')
while True:
    try:
        while True:
            pass
    except KeyboardInterrupt:
        n += 1
        print('caught', n)
"""
RESETS = """import machine
print('boot')
try:
    while True:
        pass
except:
    machine.reset()
"""


@pytest.mark.parametrize("source, outputs, resets", [
    (STUBBORN, [b"caught 1\n", b"caught 2\n"], 1),
    (RESETS, [b"boot\n", b"boot\n"], 3),  # its own resets do not forget the count
], ids=["catches", "resets"])
def test_the_third_ctrl_c_stops_a_program_that_goes_on(firmware, source, outputs, resets):
    board = board_with(firmware, source)
    assert run(board, timeout=0.05).stdout == b"boot\n"
    for expected in outputs:
        assert run(board, timeout=0.05, send=b"\x03").stdout == expected
    result = run(board, timeout=0.05, send=b"\x03")
    assert (result.reason, result.stdout) == ("no-program", b"")
    assert result.stderr.decode() == ("*** the board reset on Ctrl-C (the program went on after "
                                      "KeyboardInterrupt)" + NOT_STARTED)
    assert run(board, timeout=0.5, send=b"\x03" * 5).reason == "input"  # serving: no reset
    assert board.resets == resets


def test_ctrl_c_that_ends_the_program_resets_nothing(firmware):
    board = board_with(firmware, "print('boot')\nwhile True:\n    pass\n")
    run(board, timeout=0.05)
    result = run(board, timeout=0.5, send=b"\x03")
    assert result.reason == "done" and result.stderr.endswith(b"KeyboardInterrupt\n")
    for _ in range(3):  # served: Ctrl-C counts afresh, and never while serving
        assert run(board, timeout=0.2, send=b"\x03").reason == "input"
    assert board.resets == 0 and board.power.reg("GPREGRET") & 0x0F == 0


def test_fault_at_an_unknown_function_is_refused_with_its_name(firmware):
    from wispy.emulator import EmulatorError

    board = Board(firmware)
    with pytest.raises(EmulatorError, match="the firmware has no function 'no_such_function'"):
        board.fault_at("no_such_function")
    with pytest.raises(EmulatorError, match="no function 'gc_stats'"):
        board.fault_at("gc_stats")  # a variable, not a function
