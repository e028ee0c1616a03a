"""Running a Python script on the emulated micro:bit through the real firmware ELF, with
inputs scheduled before the run (button presses, pin levels, UART bytes): what the
tests/board_io/test_machine_*.py files share."""

from __future__ import annotations

import time
from dataclasses import dataclass
from textwrap import dedent

from wispy.compiler import compile_source
from wispy.emulator import Board


@dataclass
class ScriptRun:
    board: Board
    stdout: str
    stderr: str
    status: int | None
    reason: str
    virtual_time: float
    wall_time: float


def run_script(
    elf,
    source: str,
    setup=None,
    timeout: float = 30.0,
    modelled_tx: bool = False,
    gc_stress: bool = False,
) -> ScriptRun:
    """Compile `source`, run it on a fresh board; `setup(board)` schedules the inputs.
    modelled_tx makes UART output take its byte time at the current baud rate (115200);
    gc_stress sets the firmware's flash byte `gc_test_every_alloc` (a collection before
    every allocation)."""
    board = Board(elf, board="microbit-v1")
    if gc_stress:
        board.uc.mem_write(board.symbol("gc_test_every_alloc"), b"\x01")
    board.load_image(compile_source(dedent(source), "t.py"))
    if modelled_tx:
        board.uart.tx_cycles_per_byte = 1389  # 10 bits at 115200 baud, 16 MHz
    if setup is not None:
        setup(board)
    started = time.perf_counter()
    result = board.run(timeout=timeout, on_stdout=lambda data: None, on_stderr=lambda data: None)
    wall = time.perf_counter() - started
    return ScriptRun(
        board,
        result.stdout.decode("latin-1"),
        result.stderr.decode("latin-1"),
        result.status,
        result.reason,
        result.virtual_time,
        wall,
    )
