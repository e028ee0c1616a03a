"""Board.guard_stack (WISPY_STACK_GUARD=1): a C stack that grows past its region (memory.ram.stack_size: 1,984 bytes) into the
heap is a firmware fault with the overflow in bytes, instead of silently overwritten heap."""

from __future__ import annotations

import pytest

from wispy.compiler import compile_source
from wispy.emulator import Board, FirmwareFault


def run(firmware, source, guard):
    board = Board(firmware, board="microbit-v1")
    if guard:
        board.guard_stack()
    board.load_image(compile_source(source, "t.py"))
    out = bytearray()
    res = board.run(timeout=10, on_stdout=out.extend, on_stderr=lambda b: None)
    return res, out.decode()


def test_no_fault_within_the_stack(firmware):
    res, out = run(firmware, "print(sum(x * x for x in range(100)))\n", guard=True)
    assert (res.reason, out) == ("done", "328350\n")


def test_overflow_is_a_fault(firmware):
    """SP put 8 bytes below the stack's end, then a function that pushes registers."""
    import unicorn.arm_const as A

    board = Board(firmware, board="microbit-v1")
    board.guard_stack()
    board.load_image(compile_source("print(1)\n", "t.py"))
    board.run(timeout=1, on_stdout=lambda b: None, on_stderr=lambda b: None)
    limit = board.symbol("__heap_end")
    board.uc.reg_write(A.UC_ARM_REG_SP, limit - 8)
    board.uc.reg_write(A.UC_ARM_REG_PC, board.symbol("gc_collect"))
    board._finished = None  # the script finished; run again from the new PC
    with pytest.raises(FirmwareFault, match=r"C stack overflow(.|\n)*B below the stack's end"):
        board.run(timeout=1, on_stdout=lambda b: None, on_stderr=lambda b: None)
