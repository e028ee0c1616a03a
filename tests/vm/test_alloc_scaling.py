"""Costs that must not grow with the heap or with a list's length, measured in instructions
of the emulated board (the real firmware ELF): list.append and bytearray.append are
amortised O(1) (room for one more item is one bitmap read, not a walk of the vector's
blocks), and an allocation's first-fit scan starts from its size class's hint, so the same
program costs about the same at 16 KB and at 256 KB of RAM (with one hint it walked every
block above the lowest small hole: 2.2G instructions for tic-tac-toe at 16 KB, 28.7G at 256 KB)."""

from __future__ import annotations

import pytest

from boardrun import run_image

APPENDS = "a = []\nfor i in range({n}):\n    a.append(i)\nprint(len(a), a[-1])\n"
BYTE_APPENDS = "a = bytearray()\nfor i in range({n}):\n    a.append(i & 255)\nprint(len(a), a[-1])\n"
EMPTY_LOOP = "a = []\nfor i in range({n}):\n    pass\nprint(len(a))\n"

# Rows of 3-tuples, each row garbage once the next is built: the rows' vectors, moved as
# they grow, leave holes too small for a tuple below the heap's top, which every tuple's
# scan walked past before the size-class hints.
GARBAGE = """keep = None
for r in range(40):
    row = []
    for i in range(100):
        row.append((r, i, r + i))
    keep = row
print(len(keep), keep[-1])
"""


def board(ram: str | None):
    from wispy.build import board_with_ram, firmware_elf

    b = board_with_ram("microbit-v1", ram)
    return firmware_elf(b), b


def run(source: str, ram: str | None = None) -> tuple[int, str]:
    from wispy.compiler import compile_source

    elf, b = board(ram)
    r = run_image(elf, compile_source(source), timeout=600, board=b)
    assert r.status == 0, r.stderr
    return r.instructions, r.stdout


@pytest.mark.parametrize("program", [APPENDS, BYTE_APPENDS], ids=["list", "bytearray"])
def test_append_is_amortised_constant(program):
    # The loop itself subtracted, appending 4,000 items costs about twice 2,000
    # (before: the append walked the vector's blocks, 20,000 list appends 1.40G instructions).
    base = {n: run(EMPTY_LOOP.format(n=n), "64K")[0] for n in (2000, 4000)}
    cost = {}
    for n in (2000, 4000):
        instructions, out = run(program.format(n=n), "64K")
        assert out.startswith(f"{n} ")
        cost[n] = instructions - base[n]
    assert cost[4000] < 2.5 * cost[2000], cost


def test_list_of_20000_appends_is_cheap():
    instructions, out = run(APPENDS.format(n=20000), "256K")
    assert out == "20000 19999\n"
    assert instructions < 60_000_000  # 26.4M now; 1.40G when append walked the vector


def test_allocation_cost_does_not_grow_with_the_heap():
    small, out16 = run(GARBAGE)
    big, out256 = run(GARBAGE, "256K")
    assert out16 == out256 == "100 (39, 99, 138)\n"
    # 13.7M at 16 KB (12 collections) and 12.4M at 256 KB (none); before the size-class
    # hints 29.0M and 54.2M.
    assert big < 1.3 * small, (small, big)
