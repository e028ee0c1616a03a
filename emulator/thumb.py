"""What the emulator needs to know of ARMv6-M Thumb code, from its encodings (ARMv6-M
Architecture Reference Manual, A5.2 and A6.7).

find_access: the instruction that made a faulting memory access. Unicorn tells memory hooks
only where the translated block starts; the registers, though, are those of the faulting
moment (the instructions before it in the block have run, it has not). So walk the block
from its start and take the first load/store whose address, computed from the current
registers, covers the faulting address.

branch_before: the branch that ended a block, for the profiler (emulator/profiler.py)."""

from __future__ import annotations

from collections.abc import Callable


def _access_range(half: int, reg: Callable[[int], int]) -> tuple[int, int] | None:
    """[start, end) of the memory a 16-bit load/store touches, or None for other code."""
    top4, top5 = half >> 12, half >> 11
    rn, rt_imm5 = (half >> 3) & 7, (half >> 6) & 0x1F
    if top4 == 0b0101:  # LDR/STR and their B/H/SB/SH forms (register): Rn + Rm
        size = {0: 4, 1: 2, 2: 1, 3: 1, 4: 4, 5: 2, 6: 1, 7: 2}[(half >> 9) & 7]
        start = reg(rn) + reg((half >> 6) & 7)
        return start, start + size
    if top4 == 0b0110:  # STR/LDR (immediate), word
        start = reg(rn) + 4 * rt_imm5
        return start, start + 4
    if top4 == 0b0111:  # STRB/LDRB (immediate)
        start = reg(rn) + rt_imm5
        return start, start + 1
    if top4 == 0b1000:  # STRH/LDRH (immediate)
        start = reg(rn) + 2 * rt_imm5
        return start, start + 2
    if top4 == 0b1001:  # STR/LDR (SP-relative)
        start = reg(13) + 4 * (half & 0xFF)
        return start, start + 4
    if top5 == 0b01001:  # LDR (literal)
        return None
    count = (half & 0xFF).bit_count()
    if half & 0xFE00 == 0xB400:  # PUSH {list, LR?}
        count += (half >> 8) & 1
        return reg(13) - 4 * count, reg(13)
    if half & 0xFE00 == 0xBC00:  # POP {list, PC?}
        count += (half >> 8) & 1
        return reg(13), reg(13) + 4 * count
    if top4 == 0b1100:  # STM/LDM
        return reg((half >> 8) & 7), reg((half >> 8) & 7) + 4 * count
    return None


def _ends_block(half: int) -> bool:
    return (
        half >> 12 == 0b1101  # B<cond>, SVC, UDF
        or half >> 11 == 0b11100  # B
        or half & 0xFF00 == 0x4700  # BX, BLX
        or half & 0xFF00 == 0xBD00  # POP {..., PC}
        or half == 0xBF30  # WFI
    )


def find_access(
    read_halfword: Callable[[int], int],
    reg: Callable[[int], int],
    block_pc: int,
    address: int,
    limit: int = 64,
) -> int | None:
    """The address of the instruction in the block at `block_pc` that accessed `address`."""
    pc = block_pc & ~1
    for _ in range(limit):
        try:
            half = read_halfword(pc)
        except Exception:  # noqa: BLE001 - the walk left mapped memory
            return None
        if half >> 11 in (0b11101, 0b11110, 0b11111):  # a 32-bit instruction (BL, MSR, DSB…)
            if half >> 11 == 0b11110:
                return None  # BL ends the block
            pc += 4
            continue
        span = _access_range(half, reg)
        if span is not None:
            start, end = (x & 0xFFFFFFFF for x in span)
            if start <= address < max(end, start + 1):
                return pc
        if _ends_block(half):
            return None
        pc += 2
    return None


def branch_before(read_halfword: Callable[[int], int], end: int) -> tuple[int, bool] | None:
    """(address, writes_lr) of the instruction that ends just before `end` (an instruction
    boundary) if it is a branch that writes no core register but PC (B, B<cond>, BX, MOV PC,
    ADD PC) or PC and LR (BL, BLX): after it the registers are as they were before it. None
    for any other instruction (or unreadable memory)."""
    try:
        last = read_halfword(end - 2)
        first = read_halfword(end - 4) if last >> 11 in (0b11101, 0b11110, 0b11111) else 0
    except Exception:  # noqa: BLE001 - the address left mapped memory
        return None
    if first:  # the second half of a 32-bit instruction (within 4 MB a BL's is 0b11111...)
        return (end - 4, True) if first >> 11 == 0b11110 and last & 0xD000 == 0xD000 else None
    if last >> 12 == 0b1101 and (last >> 8) & 0xF < 0b1110:  # B<cond> (not UDF, SVC)
        return end - 2, False
    if last >> 11 == 0b11100:  # B
        return end - 2, False
    if last & 0xFF07 == 0x4700:  # BX, BLX (register)
        return end - 2, bool(last & 0x80)
    if last & 0xFF87 in (0x4487, 0x4687):  # ADD PC, Rm / MOV PC, Rm
        return end - 2, False
    return None


def bl_target(read_halfword: Callable[[int], int], address: int) -> int:
    """Where the BL at `address` branches to (ARMv6-M A6.7.13: imm32 from S, J1, J2, imm10,
    imm11)."""
    first, second = read_halfword(address), read_halfword(address + 2)
    s = (first >> 10) & 1
    i1 = 1 - (((second >> 13) & 1) ^ s)
    i2 = 1 - (((second >> 11) & 1) ^ s)
    offset = (s << 24) | (i1 << 23) | (i2 << 22) | ((first & 0x3FF) << 12) | ((second & 0x7FF) << 1)
    if s:
        offset -= 1 << 25
    return (address + 4 + offset) & 0xFFFFFFFF
