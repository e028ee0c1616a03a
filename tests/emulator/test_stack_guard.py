"""Board.guard_stack (WISPY_STACK_GUARD=1): a C stack that grows past its 1,536 bytes into the
heap is a firmware fault with the overflow in bytes, instead of silently overwritten heap."""

from __future__ import annotations

import pytest

from wispy.compiler import compile_source
from wispy.emulator import Board, FirmwareFault

# str() of an instance whose __str__ joins a generator of generators: three nested VM runs
# (measured 1,688 B of C stack on the gcc build of 3 December 2026).
NESTED = """
class Grid:
    def __init__(self):
        self.cells = [[(x * y) % 2 for x in range(6)] for y in range(6)]
    def __str__(self):
        return "\\n".join("".join("#" if c else "." for c in row) for row in self.cells)
for i in range(300):
    s = str(Grid())
print(s.count("#"))
"""


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
    """Documents the open bug: when nested runs fit in the stack this no longer faults
    (then replace NESTED by a deeper nesting, or drop this test with the bug)."""
    with pytest.raises(FirmwareFault, match=r"C stack overflow(.|\n)*B below the stack's end"):
        run(firmware, NESTED, guard=True)
