"""RAM stores on Unicorn's fast path: finds Unicorn's TLB so the native clock (vclock.c) can
clear the "not dirty" flag of the RAM pages' entries.

Why. Unicorn 2 never tracks dirty memory (its `cpu_physical_memory_is_clean` is always true),
so every TLB entry of a writable RAM page carries TLB_NOTDIRTY and *every* store to RAM leaves
the translated code for `store_helper` -> `notdirty_write` -> `tb_invalidate_phys_page_fast`
(the check for self-modifying code). On the wispy firmware that was about 60 % of the
emulator's time (perf, fib(24)): the firmware stores to RAM every few instructions. This
firmware never runs code from RAM, so the check can go; vclock.c puts it back for good the
first time a block runs from RAM, so correctness never depends on that assumption.

How. Unicorn keeps QEMU's layout: the ARM CPU object holds `CPUNegativeOffsetState` (whose
last member is the TLB's `CPUTLBDescFast f[NB_MMU_MODES]`, pairs {mask, table}) right before
`CPUARMState env`, whose first member is `regs[16]`. Nothing of that is exported, so it is
found by looking, once per process, and checked on every board:

1. the CPU: write 13 distinctive values to r0-r12 and find them among the objects that the
   `uc_struct`'s pointers point to: that gives the offset of `uc->cpu` and of `env` in it;
2. the TLB descriptors: the run of {mask, table} pairs that ends just before `env`, a mask
   being (entries - 1) << entry_bits with a power-of-two number of entries.

Reads of unknown memory only go to ranges that /proc/self/maps says are readable, so a
different Unicorn build finds nothing (and runs at the old speed) rather than crashing.
Linux only; `WISPY_EMU_SLOW_RAM=1` turns it off.
"""

from __future__ import annotations

import bisect
import ctypes
import logging
import os
import struct
from dataclasses import dataclass

from unicorn import arm_const as A

log = logging.getLogger("wispy.emulator")

MAGIC = [0x5EED_0000 + 0x1111 * i for i in range(13)]  # r0-r12 while looking for the CPU
SEARCH_UC = 4096  # bytes of uc_struct whose pointers are followed
SEARCH_CPU = 256 * 1024  # bytes of each pointed-to object searched for the registers
SEARCH_DESCS = 512  # bytes before env searched for the TLB descriptors
_layout: tuple[int, int] | None = None  # (offset of uc->cpu, offset of env in the CPU), found once
_failed = False


@dataclass(frozen=True)
class TlbLayout:
    descs: int  # address of f[0]
    modes: int
    entry_bits: int


def _readable() -> list[tuple[int, int]]:
    ranges = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            span, perms = line.split()[:2]
            if perms[0] == "r":
                lo, hi = (int(x, 16) for x in span.split("-"))
                ranges.append((lo, hi))
    return sorted(ranges)


def _extent(ranges, address: int) -> int:
    """How many bytes from `address` are readable (within its mapping), 0 if none."""
    i = bisect.bisect_right(ranges, (address, 1 << 64)) - 1
    if i >= 0 and ranges[i][0] <= address < ranges[i][1]:
        return ranges[i][1] - address
    return 0


def _read(ranges, address: int, size: int) -> bytes | None:
    if 0 < size <= _extent(ranges, address):
        return ctypes.string_at(address, size)
    return None


def _handle(uc) -> int:
    h = uc._uch
    return h.value if hasattr(h, "value") else int(h)


def _set_magic(uc) -> list[int]:
    regs = [getattr(A, f"UC_ARM_REG_R{i}") for i in range(13)]
    saved = [uc.reg_read(r) for r in regs]
    for reg, value in zip(regs, MAGIC):
        uc.reg_write(reg, value)
    return saved


def _restore(uc, saved: list[int]) -> None:
    for i, value in enumerate(saved):
        uc.reg_write(getattr(A, f"UC_ARM_REG_R{i}"), value)


def _find_tlb(uc, ranges) -> TlbLayout | None:
    """The TLB descriptors before the CPU's `env` (its registers), from the cached layout or
    a search: the registers hold MAGIC, and only an env with descriptors before it counts.
    Several pointers of uc_struct may lead to the CPU (any heap object allocated before it
    does, at some distance); the one at the smallest distance is the CPU's own (`uc->cpu`),
    the others are accidents of heap placement that the next board does not repeat."""
    global _layout
    pattern = struct.pack("<13I", *MAGIC)
    uc_struct = _read(ranges, _handle(uc), SEARCH_UC)
    if uc_struct is None:
        return None
    if _layout is not None:
        cpu = struct.unpack_from("<Q", uc_struct, _layout[0])[0]
        if _read(ranges, cpu + _layout[1], len(pattern)) == pattern:
            found = _find_descs(ranges, cpu + _layout[1])
            if found is not None:
                return found
    best = None  # (distance, field, layout)
    for field in range(0, SEARCH_UC - 7, 8):
        target = struct.unpack_from("<Q", uc_struct, field)[0]
        size = min(SEARCH_CPU, _extent(ranges, target))
        data = _read(ranges, target, size) if size >= 4096 else None
        at = -1 if data is None else data.find(pattern)
        while at >= 0 and (best is None or at < best[0]):
            layout = _find_descs(ranges, target + at) if at % 8 == 0 else None
            if layout is not None:
                best = (at, field, layout)
                break
            at = data.find(pattern, at + 4)
    if best is None:
        return None
    _layout = (best[1], best[0])
    return best[2]


def _find_descs(ranges, env: int) -> TlbLayout | None:
    """The {mask, table} pairs that end just before env."""
    data = _read(ranges, env - SEARCH_DESCS, SEARCH_DESCS)
    if data is None:
        return None
    found = []  # (address, entry_bits), walking back from env
    for end in range(SEARCH_DESCS, 15, -16):
        mask, table = struct.unpack_from("<QQ", data, end - 16)
        bits = next((b for b in (5, 6, 7) if mask and _power_of_two((mask >> b) + 1)
                     and (mask >> b) << b == mask), None)
        entries = (mask >> bits) + 1 if bits else 0
        ok = bits and entries >= 64 and mask < 1 << 32
        ok = ok and _read(ranges, table, entries << bits) is not None
        if not ok:
            if found:
                break
            continue  # padding (icount_decr, alignment) between the TLB and env
        if found and bits != found[-1][1]:
            break
        found.append((env - SEARCH_DESCS + end - 16, bits))
    if not found:
        return None
    return TlbLayout(descs=found[-1][0], modes=len(found), entry_bits=found[0][1])


def _power_of_two(n: int) -> bool:
    return n > 0 and not n & (n - 1)


def find_tlb(uc) -> TlbLayout | None:
    """Where Unicorn keeps this CPU's TLB descriptors, or None (off, or not found)."""
    global _failed
    if _failed or os.environ.get("WISPY_EMU_SLOW_RAM", "") not in ("", "0"):
        return None
    if not os.path.exists("/proc/self/maps") or ctypes.sizeof(ctypes.c_void_p) != 8:
        return None
    saved = _set_magic(uc)
    try:
        ranges = _readable()
        layout = _find_tlb(uc, ranges)
    finally:
        _restore(uc, saved)
    if layout is None:
        _failed = True
        log.debug("Unicorn's TLB was not found: RAM stores stay on the slow path")
    return layout
