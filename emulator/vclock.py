"""The virtual clock: counts executed Thumb code natively and stops Unicorn at a deadline.

One CPU cycle is one executed Thumb halfword (see vclock.c). `NativeClock` compiles vclock.c
once with the system C compiler (or `python -m ziglang cc`) into ~/.cache/wispy/ and registers
it as a Unicorn block hook; `SliceClock` is the fallback without a C compiler: it runs
`emu_start(count=N)` slices and counts each slice whole (deterministic, ~3x slower, coarser).
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from unicorn import UC_CTL_IO_WRITE, UC_CTL_TLB_FLUSH, UC_HOOK_BLOCK, UC_HOOK_CODE, UcError
from unicorn.unicorn_py3.unicorn import uclib

SOURCE = Path(__file__).with_name("vclock.c")
log = logging.getLogger("wispy.emulator")
NO_DEADLINE = (1 << 64) - 1


class _FastRamStruct(ctypes.Structure):  # fast_ram_t in vclock.c
    _fields_ = [
        ("descs", ctypes.c_uint64),
        ("modes", ctypes.c_uint32),
        ("entry_bits", ctypes.c_uint32),
        ("page_bits", ctypes.c_uint32),
        ("ram_start", ctypes.c_uint32),
        ("ram_size", ctypes.c_uint32),
        ("countdown", ctypes.c_uint32),
        ("cleared", ctypes.c_uint64),
        ("code_seen", ctypes.c_uint32),
        ("unused", ctypes.c_uint32),
    ]


class _VClockStruct(ctypes.Structure):
    _fields_ = [
        ("bytes", ctypes.c_uint64),
        ("deadline", ctypes.c_uint64),
        ("stop", ctypes.c_void_p),
        ("stops", ctypes.c_uint64),
        ("last_end", ctypes.c_uint64),
        ("watch", ctypes.c_uint64 * 4),
        ("hit", ctypes.c_uint64),
        ("skip", ctypes.c_uint64),
        ("ram", _FastRamStruct),
    ]


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wispy"


def _compilers() -> list[list[str]]:
    found = []
    for name in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if name and shutil.which(name):
            found.append([name])
    found.append([sys.executable, "-m", "ziglang", "cc"])
    return found


def _cache_dirs() -> list[Path]:
    uid = os.getuid() if hasattr(os, "getuid") else "user"
    return [cache_dir(), Path(tempfile.gettempdir()) / f"wispy-{uid}"]


_library: list[Path | None] = []  # this process's library, found once


def build_library() -> Path | None:
    """Compile vclock.c into the cache (once per source version); None if no compiler works
    (or the source is missing, as in an install that did not ship it). Found once per
    process: the library must match the _VClockStruct this process imported, even if
    vclock.c changes on disk while it runs (a test run during development)."""
    if not _library:
        _library.append(_build_library())
    return _library[0]


def _build_library() -> Path | None:
    try:
        source = SOURCE.read_bytes()
    except OSError:
        log.warning("%s is missing; the emulator falls back to the slower slice clock", SOURCE)
        return None
    digest = hashlib.sha256(source).hexdigest()[:16]
    for directory in _cache_dirs():
        target = directory / f"vclock-{digest}.so"
        if target.exists():
            return target
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if _compile(target):
            return target
    log.warning(
        "no C compiler could build %s; the emulator falls back to the slower slice "
        "clock (install a C compiler, or `pip install ziglang`)",
        SOURCE.name,
    )
    return None


def _compile(target: Path) -> bool:
    for compiler in _compilers():
        try:
            fd, tmp = tempfile.mkstemp(suffix=".so", dir=target.parent)
        except OSError:
            return False
        os.close(fd)
        try:
            result = subprocess.run(
                [*compiler, "-O2", "-shared", "-fPIC", "-o", tmp, str(SOURCE)],
                capture_output=True,
                check=False,
                timeout=120,
            )
            if result.returncode == 0:
                os.replace(tmp, target)  # atomic: parallel test runs may race here
                return True
        except (OSError, subprocess.SubprocessError):
            pass
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return False


class NativeClock:
    """Counts executed code bytes in a native block hook; `run` stops at a byte deadline."""

    exact = True

    def __init__(self, uc, library: Path):
        self._lib = ctypes.CDLL(str(library))
        self._callbacks = {}
        self._state = _VClockStruct()
        self._state.deadline = NO_DEADLINE
        self._state.stop = ctypes.cast(uclib.uc_emu_stop, ctypes.c_void_p).value
        handle = ctypes.c_size_t()
        status = uclib.uc_hook_add(
            uc._uch,
            ctypes.byref(handle),
            UC_HOOK_BLOCK,
            ctypes.cast(self._lib.vclock_block_cb, ctypes.c_void_p),
            ctypes.cast(ctypes.pointer(self._state), ctypes.c_void_p),
            ctypes.c_uint64(1),
            ctypes.c_uint64(0),
        )
        if status != 0:
            raise UcError(status)
        self.hook = handle.value
        self._fast_ram_request = None  # (start, size, page_bits) until the first slice ran

    @property
    def bytes(self) -> int:
        return self._state.bytes

    def fast_ram(self, uc, start: int, size: int, page_bits: int = 10) -> None:
        """Put stores to RAM [start, start + size) on Unicorn's fast path (emulator/fastram.py),
        from the end of the first slice on (Unicorn allocates its TLB when it first runs)."""
        if not (start % (1 << page_bits) or size % (1 << page_bits)):
            self._fast_ram_request = (start, size, page_bits)

    def _start_fast_ram(self, uc) -> None:
        from .fastram import find_tlb

        start, size, page_bits = self._fast_ram_request
        self._fast_ram_request = None
        layout = find_tlb(uc)
        if layout is None:
            return
        ram = self._state.ram
        ram.modes, ram.entry_bits, ram.page_bits = layout.modes, layout.entry_bits, page_bits
        ram.ram_start, ram.ram_size, ram.countdown = start, size, 1
        self._fast_ram_span = (start, size)
        ram.descs = layout.descs

    def _stop_fast_ram(self, uc) -> None:
        """Code is about to run from RAM (the hook stopped before it): back to Unicorn's own
        behaviour for good. The TLB flush brings back TLB_NOTDIRTY everywhere (the victim
        TLB included); code already translated from RAM may be stale, so it goes too."""
        self._state.ram.code_seen = 0  # (the hook has cleared descs and ram_size)
        uc.ctl(UC_CTL_TLB_FLUSH, UC_CTL_IO_WRITE)
        start, size = self._fast_ram_span
        uc.ctl_remove_cache(start, start + size)
        log.debug("code runs from RAM: RAM stores are back on Unicorn's checked path")

    @property
    def fast_ram_active(self) -> bool:
        return bool(self._state.ram.descs)

    @property
    def fast_ram_entries(self) -> int:
        """TLB entries put on the fast path so far (0: the optimisation is off)."""
        return self._state.ram.cleared

    def watch(self, uc, address: int, callback) -> None:
        """Stop the slice when a block starts at `address` (a function entry), before it
        runs, and call `callback(address)` after emu_start returns. Costs one compare per
        block, where a Python code hook costs ~10 % of all emulation speed."""
        slot = list(self._state.watch).index(0)
        self._state.watch[slot] = address
        self._callbacks[address] = callback

    def stopped_after_wfi(self, uc, pc: int) -> bool:
        """Did the last slice end because the CPU executed WFI? (WFI ends a block and makes
        emu_start return; the last block let run then ends just before the PC.)"""
        return self._state.last_end == pc and uc.mem_read(pc - 2, 2) == b"\x30\xbf"

    @property
    def last_block_end(self) -> int | None:
        """The address just past the last block that ran (the profiler looks at the branch
        that ended it, emulator/thumb.py branch_before)."""
        return self._state.last_end or None

    def forget_stop(self) -> None:
        """A reset: the CPU no longer resumes from a watched entry, so none is let run once
        (else the first call of wispy_program_done after a reset went unseen)."""
        self._state.skip = 0

    def request_stop(self) -> None:
        """End the slice at the next block boundary. (Never uc.emu_stop() from an MMIO
        callback: Unicorn then resumes at the accessing instruction and repeats the access.)"""
        self._state.deadline = 0

    def run(self, uc, begin: int, deadline: int) -> bool:
        """Run from `begin` until something stops Unicorn; True if the deadline did."""
        state = self._state
        stops = state.stops
        state.deadline = max(deadline, state.bytes + 2)
        state.hit = 0
        if state.ram.descs:
            self._lib.vclock_fast_ram(ctypes.byref(state))
        try:
            uc.emu_start(begin | 1, 0xFFFFFFFE)
        finally:
            state.deadline = NO_DEADLINE
            if self._fast_ram_request is not None:
                self._start_fast_ram(uc)
            if state.ram.code_seen:
                self._stop_fast_ram(uc)
        if state.hit:
            state.skip = state.hit  # resuming from the watched entry lets it run once
            self._callbacks[state.hit](state.hit)
        return state.stops != stops


class SliceClock:
    """Fallback without a C compiler: `emu_start(count=...)` slices, each counted whole."""

    exact = False
    MAX_SLICE = 10_000  # instructions: also the latency of an interrupt request

    def stopped_after_wfi(self, uc, pc: int) -> bool:
        return uc.mem_read(pc - 2, 2) == b"\x30\xbf"

    def request_stop(self) -> None:
        """Nothing can end a count slice early without risk (see NativeClock.request_stop);
        the request takes effect when the slice ends."""

    def __init__(self, uc):
        self._bytes = 0

    last_block_end = None  # a count slice ends anywhere in a block: not known

    def forget_stop(self) -> None:
        """Nothing to forget: a code hook has no resume state."""

    def watch(self, uc, address: int, callback) -> None:
        """A code hook on `address` (Python; the native clock does this for free)."""

        def hook(uc, at, size, user_data):
            callback(at)

        uc.hook_add(UC_HOOK_CODE, hook, begin=address, end=address)

    @property
    def bytes(self) -> int:
        return self._bytes

    def run(self, uc, begin: int, deadline: int) -> bool:
        count = max(1, min((deadline - self._bytes) // 2, self.MAX_SLICE))
        try:
            uc.emu_start(begin | 1, 0xFFFFFFFE, count=count)
        finally:
            self._bytes += 2 * count
        return self._bytes >= deadline


def make_clock(uc, prefer_native: bool = True):
    if prefer_native and os.environ.get("WISPY_EMU_SLICE_CLOCK") != "1":
        library = build_library()
        if library is not None:
            return NativeClock(uc, library)
    return SliceClock(uc)
