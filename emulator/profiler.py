"""A sampling profiler for Python programs on the emulated board: where the instructions went,
per Python function and per source line, at no cost on the chip.

How it works. The board calls `Profiler.sample` at slice boundaries (the run loop ends a slice
at `next_sample`, see Board.sampler). A sample reads the VM's state from RAM through ELF
symbols, as a debugger would: `vm.frame` (the running Python frame) and the chain of frames
behind it (`back`), each with its code record (a pointer into the image in flash, the
program's or the firmware's frozen library's) and `ip` (the offset of its last saved
instruction; a caller's ip stays at its call). The host maps a code pointer to its code record
and the offset to a line with the record's line table, as tracebacks do. The instructions
executed since the previous sample are charged to that state.

The running frame's line. Its saved ip lags in code that cannot raise (the VM saves it only
before what can), so the instruction the VM is executing is read from the CPU instead:
run_loop's locals `start` and `ip`, found with the firmware's DWARF (LiveIp: location lists,
call frame information to unwind from the functions run_loop called). Where no location is
described at the sample's PC, the sample is put off by a block or a few (see sample()).

Why the figures are exact enough. Samples are due every `interval` instructions, on a fixed
grid; a sample charges the instructions since the previous one to the state at its end, so
only the intervals that straddle a change of function or line are misattributed: at most one
interval per change, and none when the program stays in one place for many intervals. Checked
against exact counts per bytecode instruction (a code hook at the dispatch) on loops, calls,
methods, sorting and strings: the per-line shares differ by 0.03 to 0.8 % (total variation)
with gcc's firmware, by up to 3 % with the zig build's, whose DWARF puts the dispatch (about
ten instructions per bytecode) in the next instruction's count.

Determinism. Ending a slice early changes nothing the firmware can see: interrupts are taken
at their own deadlines whatever the slice length, and the clock counts the same blocks. So a
profiled run executes exactly the instructions of an unprofiled one, at the same virtual times
(tests/emulator/test_profiler.py checks it), and the profile itself is the same every run.

Frame layout: mirrors `frame_t` and `state_t` in firmware/core/runtime.h (static asserts there
keep the two in step).
"""
from __future__ import annotations

import bisect
import ctypes
import json
import struct
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from unicorn import arm_const as A

from .thumb import bl_target, branch_before

# frame_t (firmware/core/runtime.h): back, code, globals (3 pointers), then ip (u16).
FRAME_BACK, FRAME_CODE, FRAME_IP = 0, 4, 12
FRAME_READ = 14  # bytes read per frame
STATE_FRAME = 0  # offsetof(state_t, frame): `vm.frame`, the running Python frame
MAX_DEPTH = 256  # frames walked per sample (the VM's recursion limit is lower)
MAX_DEFER = 16  # blocks a sample may be put off to find the live ip (see Profiler.sample)
DEFAULT_INTERVAL = 20_000  # instructions between samples

_CORE_REGS = [getattr(A, f"UC_ARM_REG_R{n}") for n in range(13)]
_CORE_REGS += [A.UC_ARM_REG_SP, A.UC_ARM_REG_LR, A.UC_ARM_REG_PC]  # DWARF's 13-15 for Arm


def _register_reader(uc):
    """read(n): core register n (0-15), through Unicorn's C function: 1.2 µs, where the
    binding's reg_read takes 4 (a sample reads a handful)."""
    try:
        from unicorn.unicorn_py3.unicorn import uclib

        function, handle = uclib.uc_reg_read, uc._uch
    except (ImportError, AttributeError):  # another binding: its own reg_read
        return lambda n: uc.reg_read(_CORE_REGS[n])
    value = ctypes.c_uint32()
    out = ctypes.byref(value)

    def read(n: int) -> int:
        if function(handle, _CORE_REGS[n], out):
            return uc.reg_read(_CORE_REGS[n])  # (an error: the binding raises it)
        return value.value

    return read

# Pseudo-functions for instructions run outside any Python frame.
BOOT = "[boot]"  # before the first Python frame: reset, heap set-up, image check
FIRMWARE = "[firmware]"  # no Python frame running (after the program, between runs)
INTERRUPTS = "[interrupts]"  # in an interrupt handler (the display's refresh, timers, ...)


@dataclass(frozen=True)
class Place:
    """A Python function (or a pseudo-function) and a line in it."""

    function: str  # qualified name: "f", "C.m", "<module>", or a [pseudo] name
    file: str  # source file name, "" for pseudo-functions
    line: int  # 0 when unknown
    first_line: int = 0  # the function's own first line (its `def`)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" if self.file else ""


@dataclass
class Profile:
    """What a profiled run measured: weights (instructions) per stack of places, outermost
    first; the last place is where the instructions ran."""

    interval: int
    stacks: Counter = field(default_factory=Counter)  # tuple[Place, ...] -> instructions
    samples: int = 0
    notes: list[str] = field(default_factory=list)  # what limits the figures, for the report

    @property
    def total(self) -> int:
        return sum(self.stacks.values())

    def by_function(self) -> list[tuple[Place, int, int]]:
        """(function, self instructions, total instructions), most self first. `self`: the
        function was running; `total`: it was anywhere on the stack (counted once)."""
        own: Counter = Counter()
        incl: Counter = Counter()
        keys: dict = {}
        for stack, weight in self.stacks.items():
            leaf = _function_key(stack[-1])
            own[leaf] += weight
            keys.setdefault(leaf, stack[-1])
            for key in {_function_key(p) for p in stack}:
                incl[key] += weight
            for p in stack:
                keys.setdefault(_function_key(p), p)
        rows = [(_function_place(keys[k]), own[k], incl[k]) for k in incl]
        rows.sort(key=lambda r: (-r[1], -r[2], r[0].function))
        return rows

    def by_line(self) -> list[tuple[Place, int]]:
        """(place, self instructions) per line, most first."""
        own: Counter = Counter()
        for stack, weight in self.stacks.items():
            own[stack[-1]] += weight
        return sorted(own.items(), key=lambda r: (-r[1], r[0].file, r[0].line))

    def share(self, function: str) -> float:
        """The fraction of all instructions that ran in `function` itself (self share)."""
        total = self.total
        got = sum(w for s, w in self.stacks.items() if s[-1].function == function)
        return got / total if total else 0.0

    # ------------------------------------------------------------------ output

    def report(self, sources: dict[str, list[str]] | None = None, top: int = 12) -> str:
        """The text report `wispy run --profile` prints."""
        total = self.total
        if not total:
            return "profile: no instructions were sampled\n"
        pct = lambda n: f"{100 * n / total:5.1f}%"  # noqa: E731
        out = [
            f"profile: {total:,} instructions in {self.samples:,} samples "
            f"(one every {self.interval:,} instructions)",
            *(f"note: {note}" for note in self.notes),
            "",
            f"  {'self':>14} {'':6} {'total':>14} {'':6}  function",
        ]
        for place, own, incl in self.by_function()[:top]:
            where = f"  ({place.file}:{place.first_line})" if place.file else ""
            out.append(f"  {own:>14,} {pct(own)} {incl:>14,} {pct(incl)}  {place.function}{where}")
        out += ["", f"  {'self':>14} {'':6}  line"]
        for place, own in self.by_line()[:top]:
            text = ""
            lines = (sources or {}).get(place.file)
            if lines and 1 <= place.line <= len(lines):
                text = "  " + lines[place.line - 1].strip()
            label = f"{place.where} in {place.function}" if place.file else place.function
            out.append(f"  {own:>14,} {pct(own)}  {label}{text}")
        return "\n".join(out) + "\n"

    def collapsed(self) -> str:
        """Brendan Gregg's collapsed-stack format (`a;b;c weight` per line), which
        flamegraph.pl, speedscope and inferno read. Frames are functions: `f (file:line)`."""
        merged: Counter = Counter()
        for stack, weight in self.stacks.items():
            merged[";".join(_frame_name(p) for p in stack)] += weight
        return "".join(f"{k} {w}\n" for k, w in sorted(merged.items()))

    def speedscope(self, name: str = "wispy") -> dict:
        """The speedscope file format (a "sampled" profile, weights in instructions)."""
        frames: list[dict] = []
        index: dict = {}
        samples, weights = [], []
        for stack, weight in sorted(self.stacks.items(), key=lambda kv: [_frame_name(p) for p in kv[0]]):
            ids = []
            for p in stack:
                key = _function_key(p)
                if key not in index:
                    index[key] = len(frames)
                    frame = {"name": p.function}
                    if p.file:
                        frame.update(file=p.file, line=p.first_line)
                    frames.append(frame)
                ids.append(index[key])
            samples.append(ids)
            weights.append(weight)
        return {
            "$schema": "https://www.speedscope.app/file-format-schema.json",
            "shared": {"frames": frames},
            "profiles": [
                {
                    "type": "sampled",
                    "name": name,
                    "unit": "none",
                    "startValue": 0,
                    "endValue": self.total,
                    "samples": samples,
                    "weights": weights,
                }
            ],
            "name": name,
            "exporter": "wispy run --profile",
        }

    def write_flame(self, path: str | Path, name: str = "wispy") -> None:
        """A flame graph file: speedscope JSON for a `.json` path, else collapsed stacks."""
        path = Path(path)
        if path.suffix.lower() == ".json":
            path.write_text(json.dumps(self.speedscope(name)) + "\n")
        else:
            path.write_text(self.collapsed())


def _function_key(p: Place) -> tuple:
    return (p.function, p.file, p.first_line)


def _function_place(p: Place) -> Place:
    return Place(p.function, p.file, p.first_line, p.first_line)


def _frame_name(p: Place) -> str:
    name = f"{p.function} ({p.file}:{p.first_line})" if p.file else p.function
    return name.replace(";", ":")  # `;` separates frames; the last space precedes the weight


class Live(NamedTuple):
    """What LiveIp.instruction found."""

    at: int | None  # the address of the bytecode instruction run_loop is executing
    frame: int | None  # run_loop's `f`: the frame it runs (vm.frame but during calls)
    in_loop: bool  # the CPU is in run_loop itself


class LiveIp:
    """The VM's live instruction pointer, found with the firmware's DWARF as a debugger finds
    a local variable: the bytecode instruction `run_loop` (firmware/core/vm.c) is executing.
    The frame's saved `ip` lags behind in code that cannot raise (the small-int fast paths,
    local loads and stores, jumps, calls of helpers such as small_binary that cannot fail),
    so this is what makes per-line counts exact there.

    How. If the CPU is in run_loop, or in functions it called (unwound with the call frame
    information, .debug_frame, to run_loop's frame: its PC and the registers the callees saved),
    run_loop's locals are read where its location lists say they are at that PC: `start` (the
    first byte of the instruction being executed) or, where it is not described, `ip` (the
    byte being decoded, so one byte back). Each location is a DWARF expression, evaluated by
    `evaluate` below: gcc's -O2 loop describes `ip` as `start + 1` (`DW_OP_breg3 1;
    DW_OP_stack_value`) or as a word in the frame plus one (`DW_OP_fbreg -64; DW_OP_deref;
    DW_OP_plus_uconst 1; DW_OP_stack_value`); clang's (the zig build, DWARF 4) keeps them in
    registers and SP-relative slots, with SP as its frame base. run_loop's `f` is read too:
    the live values belong to `vm.frame` only when `f` is that frame (not so while a call
    sets up its callee's frame).

    gcc's location lists have holes exactly where samples land: a slice ends at the start of
    a block, and its variable tracking follows neither the computed gotos of the dispatch
    (OP_TABLE) nor the many `break`s into the loop's head nor the returns from calls. There
    the locations described at the branch that ended the previous block (the native clock
    knows where that block ended), or at the call just before the PC, still hold for the
    registers the branch or the callee left alone. What stays unknown the Profiler handles
    (see Profiler.sample).

    `problem` says why the live ip cannot be read at all (no DWARF, run_loop or its locals
    not found, a frame base not understood), None when it can: the tests require None for
    both toolchains' firmware, and the report says when it is not."""

    FUNCTION = b"run_loop"
    START, IP, FRAME = b"start", b"ip", b"f"
    MAX_UNWIND = 16  # callee frames unwound to find run_loop's
    _cache: dict = {}  # (path, mtime, size) -> LiveIp: see cached()

    @classmethod
    def cached(cls, elf_path) -> LiveIp:
        """The firmware's LiveIp, read once per process while the file is unchanged (reading
        takes about 0.35 s; a test session profiles many runs). Nothing changes it but its
        cache of decoded call frame tables."""
        path = Path(elf_path)
        try:
            stat = path.stat()
        except OSError:
            return cls(path)  # the problem as LiveIp words it
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
        live = cls._cache.get(key)
        if live is None:
            live = cls._cache[key] = cls(path)
        return live

    def __init__(self, elf_path):
        self.low = self.high = 0  # run_loop's code
        self._where: dict[bytes, list[tuple[int, int, tuple]]] = {}  # name -> (lo, hi, ops) by lo
        self._frame_base: tuple = ()
        self._fdes: list[tuple[int, int, object]] = []  # (lo, hi, FDE) by lo
        self._rows: dict[int, tuple[list[int], list[dict]]] = {}  # FDE lo -> its decoded table
        try:
            self.problem = self._read(elf_path)
        except Exception as error:  # noqa: BLE001 - a debugging aid must never stop a run
            self.problem = f"its DWARF could not be read ({type(error).__name__}: {error})"
        if self.problem is not None:
            self._where = {}

    # ---------------------------------------------------------------- reading the DWARF

    def _read(self, path) -> str | None:
        """Read what is needed; None when it is all there, else why not (a sentence)."""
        from elftools.dwarf.callframe import FDE
        from elftools.dwarf.dwarf_expr import DWARFExprParser
        from elftools.dwarf.locationlists import BaseAddressEntry, LocationEntry, LocationParser
        from elftools.elf.elffile import ELFFile

        with open(path, "rb") as f:
            elf = ELFFile(f)
            if not elf.has_dwarf_info() or elf.get_section_by_name(".debug_info") is None:
                return "the firmware ELF has no DWARF debugging information (built without -g?)"
            dwarf = elf.get_dwarf_info()
            cu, fn = self._find(dwarf)
            if cu is None:
                return "the DWARF has no compile unit for vm.c"
            if fn is None:
                return f"vm.c's DWARF has no {self.FUNCTION.decode()} with code (low_pc)"
            self.low = fn.attributes["DW_AT_low_pc"].value
            high = fn.attributes["DW_AT_high_pc"]
            self.high = high.value if high.form == "DW_FORM_addr" else self.low + high.value
            exprs = DWARFExprParser(dwarf.structs)
            frame_base = fn.attributes.get("DW_AT_frame_base")
            if frame_base is None:
                return f"{self.FUNCTION.decode()} has no DW_AT_frame_base"
            self._frame_base = _ops(exprs.parse_expr(frame_base.value))
            if evaluate(self._frame_base, lambda n: 0, lambda a: 0, lambda: 0, address=True) is None:
                return f"{self.FUNCTION.decode()}'s frame base {self._frame_base} is not understood"
            parser = LocationParser(dwarf.location_lists())
            top = cu.get_top_DIE()
            cu_base = top.attributes["DW_AT_low_pc"].value if "DW_AT_low_pc" in top.attributes else 0
            for name, var in self._variables(fn).items():
                attr = var.attributes["DW_AT_location"]
                entries = parser.parse_from_attribute(attr, cu["version"], var)
                if not isinstance(entries, list):  # one expression for the whole function
                    entries = [LocationEntry(0, 0, self.low, self.high, entries.loc_expr, True)]
                ranges, base = [], cu_base
                for entry in entries:
                    if isinstance(entry, BaseAddressEntry):
                        base = entry.base_address
                        continue
                    lo, hi = entry.begin_offset, entry.end_offset
                    if not entry.is_absolute:
                        lo, hi = lo + base, hi + base
                    if lo < hi:
                        ranges.append((lo, hi, _ops(exprs.parse_expr(entry.loc_expr))))
                self._where[name] = sorted(ranges, key=lambda r: r[0])
            if not self._where.get(self.START) and not self._where.get(self.IP):
                return f"{self.FUNCTION.decode()}'s locals `start` and `ip` have no location in the DWARF"
            if not dwarf.has_CFI():
                return "the firmware ELF has no call frame information (.debug_frame)"
            for entry in dwarf.CFI_entries():
                if isinstance(entry, FDE):
                    lo = entry["initial_location"]
                    self._fdes.append((lo, lo + entry["address_range"], entry))
            self._fdes.sort(key=lambda e: e[0])
            if self._fde(self.low) is None:
                return f"the call frame information does not cover {self.FUNCTION.decode()}"
        return None

    def _find(self, dwarf):
        """vm.c's compile unit and run_loop in it (only that unit's DIEs are parsed). The
        unit is named for the file compiled: firmware/core/vm.c, or the build's copy of it
        with its messages compressed (build/<board>-<toolchain>/src/core__vm.c)."""
        unit_found = None
        for cu in dwarf.iter_CUs():
            unit = cu.get_top_DIE().attributes.get("DW_AT_name")
            if unit is None or not unit.value.replace(b"\\", b"/").rsplit(b"/", 1)[-1].endswith(b"vm.c"):
                continue
            unit_found = cu
            for die in cu.get_top_DIE().iter_children():
                name = die.attributes.get("DW_AT_name")
                if die.tag == "DW_TAG_subprogram" and name and name.value == self.FUNCTION:
                    if "DW_AT_low_pc" in die.attributes:
                        return cu, die
        return unit_found, None

    def _variables(self, fn) -> dict:
        """run_loop's `start`, `ip` and `f` with a location, in its nested blocks too
        (`start` is declared in the loop's body)."""
        found, todo = {}, [fn]
        while todo:
            for child in todo.pop().iter_children():
                if child.tag == "DW_TAG_lexical_block":
                    todo.append(child)
                elif child.tag == "DW_TAG_variable" and "DW_AT_location" in child.attributes:
                    name = child.attributes.get("DW_AT_name")
                    if name is not None and name.value in (self.START, self.IP, self.FRAME):
                        found.setdefault(name.value, child)
        return found

    def _fde(self, pc: int):
        i = bisect.bisect_right(self._fdes, (pc, 1 << 64)) - 1
        if i < 0 or not (self._fdes[i][0] <= pc < self._fdes[i][1]):
            return None
        lo, _, fde = self._fdes[i]
        rows = self._rows.get(lo)
        if rows is None:
            table = fde.get_decoded().table
            rows = self._rows[lo] = ([row["pc"] for row in table], table)
        return rows

    # ---------------------------------------------------------------- at a sample

    def instruction(self, reg, read_word, read_halfword=None, block_end=None) -> Live:
        """The bytecode instruction run_loop is executing (its address) and the frame `f` it
        runs, each None when not known, and whether the CPU is in run_loop itself (not in a
        function it called). reg(n) reads core register n of the CPU (0-15),
        read_word(address) a word of RAM (None outside it), read_halfword(address) one of
        code; block_end is the address just past the last block that ran, if known (the
        native clock's): the instruction before it is how the CPU got here."""
        if self.problem is not None:
            return Live(None, None, False)
        regs = _Registers(reg)
        pc = regs[15]
        if not self.low <= pc < self.high:
            for _ in range(self.MAX_UNWIND):  # in a callee: unwind to run_loop's frame
                regs = self._caller(pc, regs, read_word)
                if regs is None:
                    return Live(None, None, False)
                pc = regs[15] - 1  # inside the call instruction: the call's locations and CFA
                if self.low <= pc < self.high:
                    start, ip, frame = self._at(pc, regs, read_word)
                    return Live(start if start is not None or ip is None else ip - 1, frame, False)
            return Live(None, None, False)
        start, ip, frame = self._at(pc, regs, read_word)
        if start is None and read_halfword is not None and block_end is not None:
            # Not described here. gcc's variable tracking does not follow the computed gotos
            # of the dispatch (nor into the loop's head, where every `break` meets, nor back
            # from a call), and a sample always lands at the start of a block: where the CPU
            # came from often says more. After a branch that changed no register
            # (thumb.branch_before; LR after a BL, not used) the locations described at the
            # branch still hold; after a return from a call made just before pc, those
            # described at the call do, for the registers a callee preserves (AAPCS: not
            # r0-r3, r12, LR) and the stack.
            before = None
            branch = branch_before(read_halfword, block_end)
            if branch is not None and self.low <= branch[0] < self.high:
                before = branch[0]
                if branch[1]:
                    regs[14] = None
            else:
                call = branch_before(read_halfword, pc)
                if call is not None and call[0] == pc - 4 and call[1]:
                    if not self.low <= bl_target(read_halfword, pc - 4) < self.high:
                        before = pc - 1
                        for n in (0, 1, 2, 3, 12, 14):
                            regs[n] = None
            if before is not None:
                start, ip_before, _ = self._at(before, regs, read_word)
                ip = ip if ip is not None else ip_before
        if start is None and ip is not None:
            start = ip - 1  # ip points past the bytes decoded so far (or at the next opcode)
        return Live(start, frame, True)

    def _at(self, pc: int, regs: _Registers, read_word) -> tuple[int | None, int | None, int | None]:
        """run_loop's `start`, `ip` and `f` at pc with registers regs (None: not known)."""

        def register(n: int) -> int | None:
            return regs[n] if 0 <= n < 16 else None

        def frame_base() -> int | None:
            return evaluate(self._frame_base, register, read_word, lambda: self._cfa(pc, regs), address=True)

        def value(name: bytes) -> int | None:
            ranges = self._where.get(name)
            if not ranges:
                return None
            i = bisect.bisect_right(ranges, (pc, 1 << 64)) - 1
            if i < 0 or pc >= ranges[i][1]:
                return None  # not described here: the variable is dead (or not tracked)
            return evaluate(ranges[i][2], register, read_word, frame_base)

        return value(self.START), value(self.IP), value(self.FRAME)

    def _cfa(self, pc: int, regs: _Registers) -> int | None:
        """The canonical frame address of the frame at pc (its SP before the call)."""
        found = self._fde(pc)
        if found is None:
            return None
        pcs, table = found
        row = table[bisect.bisect_right(pcs, pc) - 1]
        rule = row["cfa"]
        base = None if rule.expr is not None or rule.reg is None else regs[rule.reg]
        return None if base is None else (base + rule.offset) & 0xFFFFFFFF

    def _caller(self, pc: int, regs: _Registers, read_word) -> _Registers | None:
        """The registers of the caller of the frame at pc (registers regs), unwound with the
        call frame information; its PC is the return address. None if not known."""
        found = self._fde(pc)
        if found is None:
            return None
        pcs, table = found
        row = table[bisect.bisect_right(pcs, pc) - 1]
        cfa = self._cfa(pc, regs)
        if cfa is None:
            return None
        # r0-r3 and r12 do not survive a call (AAPCS); r4-r11 do unless the callee saved them
        out = [None] * 4 + regs.values[4:12] + [None, cfa, None, None]
        ra = regs[14]
        for n, rule in row.items():
            if not isinstance(n, int) or not 0 <= n < 16:
                continue
            if rule.type == "OFFSET":
                saved = read_word(cfa + rule.arg)
            elif rule.type == "VAL_OFFSET":
                saved = cfa + rule.arg
            elif rule.type == "REGISTER":
                saved = regs[rule.arg] if 0 <= rule.arg < 16 else None
            elif rule.type == "SAME_VALUE":
                saved = regs[n]
            else:
                saved = None
            if n == 14:
                ra = saved
            else:
                out[n] = saved
        if ra is None or ra >= 0xF0000000:  # unknown, or an exception return (EXC_RETURN)
            return None
        out[15] = ra & ~1
        return _Registers(regs.read, out)


_CPU = object()  # a register's value is the CPU's: read it when needed


class _Registers:
    """The core registers of one frame of the C stack (0-15, DWARF's numbers for Arm): None
    where not known in that frame; the CPU's own are read only when needed (a register read
    through Unicorn costs about 2 µs, and a sample needs three or four of sixteen)."""

    __slots__ = ("read", "values")

    def __init__(self, read, values: list | None = None):
        self.read = read
        self.values = [_CPU] * 16 if values is None else values

    def __getitem__(self, n: int) -> int | None:
        value = self.values[n]
        if value is _CPU:
            value = self.values[n] = self.read(n)
        return value

    def __setitem__(self, n: int, value: int | None) -> None:
        self.values[n] = value


def _ops(parsed) -> tuple:
    return tuple((op.op_name, tuple(op.args)) for op in parsed)


def evaluate(ops: tuple, reg, read_word, frame_base, *, address: bool = False) -> int | None:
    """The value of a variable at a DWARF location: the register for `DW_OP_regN`, the word
    at the computed address for a memory location (the address itself when `address`: a
    frame base), the computed value for one that ends in `DW_OP_stack_value`; None for what
    is not understood (pieces, entry values, implicit values) or not known (reg(n),
    read_word(a) or frame_base() gave None). The operations are DWARF 5's section 2.5, the
    ones compilers emit for locals of a 32-bit target."""
    mask = 0xFFFFFFFF
    stack: list[int] = []
    for k, (name, args) in enumerate(ops):
        op = name[6:]  # without "DW_OP_"
        try:
            if op.startswith("reg") and op != "regval_type":
                if len(ops) != 1:
                    return None  # a register as part of a composite (DW_OP_piece)
                return reg(args[0] if op == "regx" else int(op[3:]))
            if op.startswith("breg"):
                n, offset = (args[0], args[1]) if op == "bregx" else (int(op[4:]), args[0])
                base = reg(n)
                if base is None:
                    return None
                stack.append((base + offset) & mask)
            elif op == "fbreg" or op == "call_frame_cfa":
                base = frame_base()
                if base is None:
                    return None
                stack.append((base + (args[0] if op == "fbreg" else 0)) & mask)
            elif op.startswith("lit") and op[3:].isdigit():
                stack.append(int(op[3:]))
            elif op in _CONSTANTS:
                stack.append(args[0] & mask)
            elif op == "deref":
                word = read_word(stack.pop())
                if word is None:
                    return None
                stack.append(word)
            elif op == "plus_uconst":
                stack.append((stack.pop() + args[0]) & mask)
            elif op in ("plus", "minus", "and", "or", "xor", "mul"):
                y, x = stack.pop(), stack.pop()
                stack.append(_BINARY[op](x, y) & mask)
            elif op == "neg":
                stack.append(-stack.pop() & mask)
            elif op == "not":
                stack.append(~stack.pop() & mask)
            elif op == "dup":
                stack.append(stack[-1])
            elif op == "drop":
                stack.pop()
            elif op == "swap":
                stack[-2:] = stack[:-3:-1]
            elif op == "over":
                stack.append(stack[-2])
            elif op == "stack_value":
                return stack[-1] if k == len(ops) - 1 else None
            else:
                return None
        except (IndexError, ValueError, TypeError):
            return None
    if not stack:
        return None
    return stack[-1] if address else read_word(stack[-1])  # a memory location


_CONSTANTS = ("addr", "const1u", "const2u", "const4u", "constu", "const1s", "const2s", "const4s", "consts")
_BINARY = {
    "plus": lambda x, y: x + y,
    "minus": lambda x, y: x - y,
    "and": lambda x, y: x & y,
    "or": lambda x, y: x | y,
    "xor": lambda x, y: x ^ y,
    "mul": lambda x, y: x * y,
}


class Profiler:
    """Samples a Board's Python state every `interval` executed instructions. Attach with
    `board.sampler = Profiler(board, image)`, run, then read `.profile`.

    A sample costs one read of RAM (16 KB, 7 µs), a few registers, a walk of the frame chain
    in RAM and a DWARF location or two (LiveIp); stacks are kept raw (code pointers and ips)
    and named once, when the profile is read, so deep recursion costs little per sample.
    `live_ip=False`: the frames' saved ips only."""

    def __init__(self, board, image: bytes, interval: int = DEFAULT_INTERVAL, live_ip: bool = True):
        from wispy.image import CODE, read_image  # the image format belongs to the host side

        if interval < 1:
            raise ValueError("the profile interval must be at least one instruction")
        self.board = board
        self.image_bytes = bytes(image)
        self.image = read_image(self.image_bytes, check_abi=False)
        self.interval = interval
        self._code_header = CODE.size  # a code record's bytecode follows its header
        vm = board.symbol("vm")
        self._frame_ptr = None if vm is None else vm + STATE_FRAME
        self._base = None  # where the image lies in flash, found at the first Python frame
        self._library = None  # the firmware's library image: (address, image, codes), read once
        self._spans = None  # (bytecode address, length, code record address) of both images
        self._codes = {off: c for off, c in zip(self.image.offsets, self.image.consts) if hasattr(c, "bytecode")}
        self._places: dict[tuple[int, int], Place] = {}
        self._raw: Counter = Counter()  # (chain, in_handler, after_python, live) -> instructions
        self._live = LiveIp.cached(board.elf.path) if live_ip else None
        self._register = _register_reader(board.uc)
        self._samples = 0
        self._last = board.clock.bytes // 2  # instructions at the previous sample
        self._due = self._last + interval  # instructions at the next due sample: a fixed grid
        self._deferred = 0  # blocks the due sample has been put off (see sample)
        self._put_off_in = None  # vm.frame where it was due
        self.max_defer = MAX_DEFER
        self.deferred_total = 0  # samples put off by a block, all told
        self.unresolved = 0  # samples in the VM's loop charged with the saved ip (live unknown)
        self._seen_python = False

    @property
    def next_sample(self) -> int:
        """The virtual cycle at which the next sample is due (the run loop ends the slice
        there). Only executed instructions advance it, never sleep."""
        return self.board.now() + max(1, self._due - self.board.clock.bytes // 2)

    def sample(self, final: bool = False) -> None:
        """Charge the instructions since the previous sample to the current state (called by
        the run loop after every slice; a slice ended early by something else samples too).

        While the CPU is in the VM's loop itself but the live ip cannot be read there (a PC
        where the DWARF describes neither `start` nor `ip`, see LiveIp), the due sample is
        put off to the next block, up to `max_defer` blocks (a few dozen instructions): the
        weight stays with the next sample, so nothing is lost, and the firmware cannot tell
        (slices end early). Samples stay due on a fixed grid, so putting some off cannot
        lock the sampling onto a loop's period. In functions the loop called, the saved ip
        is right when the live one is not known: a call that can raise saves it first."""
        board = self.board
        executed = board.clock.bytes // 2
        weight = executed - self._last
        if weight <= 0:
            return
        uc, ram = board.uc, board.ram
        memory = bytes(uc.mem_read(ram.start, ram.size))  # once: 7 µs, a word alone costs 4

        def word(address: int) -> int | None:
            offset = address - ram.start
            return struct.unpack_from("<I", memory, offset)[0] if 0 <= offset <= ram.size - 4 else None

        in_handler = bool(uc.reg_read(A.UC_ARM_REG_XPSR) & 0x3F)  # IPSR
        running = word(self._frame_ptr) if self._frame_ptr is not None else None
        at = vm_f = None
        if running and not in_handler and self._live is not None and self._live.problem is None:
            clock_end = getattr(board.clock, "last_block_end", None)
            live = self._live.instruction(self._register, word, self._halfword, clock_end)
            at, vm_f = live.at, live.frame
            if at is None and live.in_loop and vm_f in (None, running):
                if final:
                    pass
                elif executed < self._due:
                    return  # not due yet: wait for the due sample
                elif self._deferred < self.max_defer:
                    if not self._deferred:
                        self._put_off_in = running
                    self._deferred += 1
                    self.deferred_total += 1
                    return
                self.unresolved += 1
        put_off_in, self._put_off_in = (self._put_off_in if self._deferred else None), None
        self._deferred = 0
        self._last = executed
        if executed >= self._due:  # the next due sample: on the grid, whatever was put off
            self._due += self.interval * ((executed - self._due) // self.interval + 1)
        self._samples += 1
        chain, frames = self._chain(memory)
        if vm_f is not None and vm_f != running and vm_f in frames:
            # run_loop still runs a caller: a call is setting up the frames above it
            # (frame_new has made vm.frame the callee's), so the instructions are the
            # call's, as an exact count charges them (its saved ip is the call)
            chain = chain[2 * frames.index(vm_f) :]
        live_at = at or 0
        if put_off_in is not None and put_off_in != running and put_off_in in frames:
            # put off from a frame that has made a call since: the sample was due in the
            # call's set-up, and the call is its frame's saved ip
            chain, live_at = chain[2 * frames.index(put_off_in) :], 0
        if chain:
            self._seen_python = True
        self._raw[(chain, in_handler, self._seen_python, live_at)] += weight

    def _chain(self, memory: bytes) -> tuple[tuple[int, ...], list[int]]:
        """(code, ip, code, ip, ...) of the frames from the running one outwards, and the
        frames' addresses; memory: the RAM's bytes."""
        if self._frame_ptr is None:
            return (), []
        ram = self.board.ram
        start, end = ram.start, ram.start + ram.size - FRAME_READ
        frame = struct.unpack_from("<I", memory, self._frame_ptr - start)[0]
        out: list[int] = []
        frames: list[int] = []
        while start <= frame <= end and len(frames) < MAX_DEPTH:
            back, code, _, ip = struct.unpack_from("<IIIH", memory, frame - start + FRAME_BACK)
            out += (code, ip)
            frames.append(frame)
            frame = back
        return tuple(out), frames

    def _halfword(self, address: int) -> int:
        """A halfword of the firmware's code, from the ELF (no Unicorn call: 4 µs each)."""
        for segment in self.board.elf.segments:
            offset = address - segment.address
            if 0 <= offset <= len(segment.data) - 2:
                return segment.data[offset] | segment.data[offset + 1] << 8
        return int.from_bytes(self.board.uc.mem_read(address, 2), "little")

    @property
    def profile(self) -> Profile:
        """The samples so far, with names and lines."""
        self.sample(final=True)  # instructions since the last sample (one put off, a timeout)
        result = Profile(self.interval, samples=self._samples)
        if self._live is not None and self._live.problem is not None:
            result.notes.append(
                f"lines are the frames' saved ips (the last instruction that could raise): "
                f"the VM's live ip cannot be read, as {self._live.problem}"
            )
        for (chain, in_handler, after_python, live), weight in self._raw.items():
            if live and chain:
                chain = self._with_live(chain, live)
            stack = tuple(self._place(chain[i], chain[i + 1]) for i in range(len(chain) - 2, -1, -2))
            if not stack:
                stack = (Place(FIRMWARE if after_python else BOOT, "", 0),)
            if in_handler:
                stack += (Place(INTERRUPTS, "", 0),)
            result.stacks[stack] += weight
        return result

    def _with_live(self, chain: tuple, live: int) -> tuple:
        """The chain with the live instruction (its address `live`) in place of a saved ip:
        in the running frame's code as a rule; in a caller's while a call sets up its callee
        (the instructions are the call's: the frames above go); in a code record of no frame
        of the chain while a return ends (the callee's frame is gone, its RETURN runs: it
        goes back on top). Else (an address in no code record) the saved ips stay."""
        if len(chain) > 2 and live == chain[0] + self._code_header - 1:
            return chain[2:]  # ip - 1 before a new frame's first instruction: still the call
        for k in range(0, len(chain), 2):
            offset = self._offset_in(chain[k], live)
            if offset is not None:
                return (chain[k], offset) + chain[k + 2 :]
        code = self._code_at(live)
        if code is not None:
            return (code, live - code - self._code_header) + chain
        return chain

    def _offset_in(self, code: int, live: int) -> int | None:
        """The offset of address `live` in the bytecode of the code record at `code`, if there."""
        record, _, _ = self._record(code)
        offset = live - (code + self._code_header)
        return offset if record is not None and 0 <= offset < len(record.bytecode) else None

    def _code_at(self, address: int) -> int | None:
        """The code record (its address) whose bytecode holds `address`, in either image."""
        if self._spans is None:
            self._record(0)  # finds both images
            spans = []
            for base, codes in ((self._base, self._codes), (self._library[0], self._library[2])):
                if base is not None:
                    for off, c in codes.items():
                        spans.append((base + off + self._code_header, len(c.bytecode), base + off))
            self._spans = sorted(spans)
        i = bisect.bisect_right(self._spans, (address, 1 << 32, 0)) - 1
        if i >= 0 and self._spans[i][0] <= address < self._spans[i][0] + self._spans[i][1]:
            return self._spans[i][2]
        return None

    def _place(self, code: int, ip: int) -> Place:
        key = (code, ip)
        place = self._places.get(key)
        if place is None:
            place = self._places[key] = self._resolve(code, ip)
        return place

    def _resolve(self, code: int, ip: int) -> Place:
        record, img, _ = self._record(code)
        if record is None:  # not a code record of either image (never so for a sane VM)
            return Place(f"[code at {self.board.elf.describe(code)}]", "", 0)
        name = img.qstr(record.name)
        if record.owner:
            name = f"{img.qstr(record.owner)}.{name}"
        return Place(name, img.qstr(record.file), record.line_at(ip), record.first_line)

    def _record(self, code: int):
        """(code record, its image, the image's address) for a code pointer of a frame: a
        record of the program's image or of the firmware's frozen library (firmware/lib,
        linked into the firmware as `library_words`, runs in place: image.c's
        image_in_library), else (None, None, None)."""
        if self._base is None:
            self._base = self._find_image()
        if self._base is not None:
            record = self._codes.get(code - self._base)
            if record is not None:
                return record, self.image, self._base
        if self._library is None:
            self._library = self._read_library()
        lib_base, lib_image, lib_codes = self._library
        record = lib_codes.get(code - lib_base)
        if record is not None:
            return record, lib_image, lib_base
        return None, None, None

    def _read_library(self) -> tuple:
        """(address, image, {offset: code record}) of the firmware's library image, read
        from flash where the ELF symbol `library_words` puts it; (0, None, {}) without one."""
        from wispy.image import ImageError, read_image

        board = self.board
        address, size = board.symbol("library_words"), board.elf.sizes.get("library_words", 0)
        if address is None or not size:
            return 0, None, {}
        try:
            image = read_image(bytes(board.uc.mem_read(address, size)), check_abi=False)
        except ImageError:
            return 0, None, {}
        codes = {off: c for off, c in zip(image.offsets, image.consts) if hasattr(c, "bytecode")}
        return address, image, codes

    def _find_image(self) -> int | None:
        """The image's address in flash: where its header (magic, length, CRC) lies."""
        flash = self.board.flash
        data = bytes(self.board.uc.mem_read(flash.start, flash.size))
        at = data.find(self.image_bytes[:32])
        return None if at < 0 else flash.start + at
