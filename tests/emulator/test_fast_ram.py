"""RAM stores on Unicorn's fast path (emulator/fastram.py, vclock.c): on, invisible to the
firmware, and switched off the moment code runs from RAM, whose stores must then reach the
code translated from it."""

from __future__ import annotations

import contextlib
import io
import struct
import sys

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fast RAM needs /proc/self/maps")

SRC = """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
d = {}
for i in range(15):
    d[i] = [fib(i)] * 3
print(sum(v[0] for v in d.values()), len(str(d)))
"""


def _run(firmware, monkeypatch, slow: bool):
    from wispy.compiler import compile_source
    from wispy.emulator import Board

    monkeypatch.setenv("WISPY_EMU_SLOW_RAM", "1" if slow else "0")
    board = Board(firmware)
    board.load_image(compile_source(SRC, "f.py"))
    result = board.run(timeout=30, on_stdout=lambda b: None, on_stderr=lambda b: None)
    return board, result


def test_fast_ram_is_on_and_the_firmware_cannot_tell(firmware, monkeypatch):
    fast_board, fast = _run(firmware, monkeypatch, slow=False)
    slow_board, slow = _run(firmware, monkeypatch, slow=True)
    assert fast_board.clock.fast_ram_active and fast_board.clock.fast_ram_entries > 0
    assert not slow_board.clock.fast_ram_active and slow_board.clock.fast_ram_entries == 0
    expected = io.StringIO()
    with contextlib.redirect_stdout(expected):
        exec(SRC, {})  # CPython is the oracle
    assert fast.status == slow.status == 0 and fast.stdout == slow.stdout == expected.getvalue().encode()
    assert (fast.instructions, fast.virtual_time, fast.heap) == (slow.instructions, slow.virtual_time, slow.heap)
    ram = fast_board.ram
    assert fast_board.uc.mem_read(ram.start, ram.size) == slow_board.uc.mem_read(ram.start, ram.size)


def _thumb(*halfwords: int) -> bytes:
    return struct.pack(f"<{len(halfwords)}H", *halfwords)


def test_code_run_from_ram_sees_stores_to_itself(firmware, monkeypatch):
    """Translate a block in RAM, overwrite its instruction from code in RAM, run it again:
    the new instruction must run (as it does with Unicorn's own checks)."""
    from unicorn import arm_const as A

    board, _ = _run(firmware, monkeypatch, slow=False)
    clock, uc = board.clock, board.uc
    assert clock.fast_ram_active
    x = board.ram.start + 0x2000
    code = _thumb(
        0x2001,  # x+0:  movs r0, #1
        0x4903,  # x+2:  ldr r1, [pc, #12]  -> the word at x+16 (target's address)
        0x4A03,  # x+4:  ldr r2, [pc, #12]  -> the word at x+20 (the new instruction)
        0x800A,  # x+6:  strh r2, [r1]      overwrite the target
        0xE000,  # x+8:  b x+12
        0xBF00,  # x+10: nop
        0x2001,  # x+12: movs r0, #1        the target: becomes movs r0, #2
        0xE7FE,  # x+14: b .
    ) + struct.pack("<II", x + 12, 0x2002)
    uc.mem_write(x, code)

    def run_from(address: int) -> int:
        for _ in range(3):  # the first block in RAM ends a slice (fast RAM turns off there)
            clock.run(uc, address if _ == 0 else uc.reg_read(A.UC_ARM_REG_PC), clock.bytes + 400)
        return uc.reg_read(A.UC_ARM_REG_R0)

    uc.reg_write(A.UC_ARM_REG_R0, 0)
    assert run_from(x + 12) == 1  # the target is translated with movs r0, #1
    assert not clock.fast_ram_active
    assert run_from(x) == 2  # the store reached the translated target
    assert uc.mem_read(x + 12, 2) == b"\x02\x20"
