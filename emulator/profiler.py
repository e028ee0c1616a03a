"""A sampling profiler for Python programs on the emulated board: where the instructions went,
per Python function and per source line, at no cost on the chip.

How it works. The board calls `Profiler.sample` at slice boundaries (the run loop ends a slice
at `next_sample`, see Board.sampler). A sample reads the VM's state from RAM through ELF
symbols, as a debugger would: `vm.frame` (the running Python frame) and the chain of frames
behind it (`back`), each with its code record (a pointer into the image in flash) and `ip`
(the offset of its current instruction; a caller's ip stays at its call). The host maps a code
pointer to the image's code record and the offset to a line with the image's line table, as
tracebacks do. The instructions executed since the previous sample are charged to that state.

Why the figures are exact enough. A sample charges the whole interval before it (at most
`interval` instructions) to the state at its end, so only the intervals that straddle a change
of function or line are misattributed: at most one interval per change, and none when the
program stays in one place for many intervals. The ip is the VM's last saved one (the VM saves
it before every instruction that can raise, which is all but the simplest stack moves), so a
line's count includes the cheap instructions that follow it on the same line.

Determinism. Ending a slice early changes nothing the firmware can see: interrupts are taken
at their own deadlines whatever the slice length, and the clock counts the same blocks. So a
profiled run executes exactly the instructions of an unprofiled one, at the same virtual times
(tests/emulator/test_profiler.py checks it), and the profile itself is the same every run.

Frame layout: mirrors `frame_t` and `state_t` in firmware/core/runtime.h (static asserts there
keep the two in step).
"""

from __future__ import annotations

import bisect
import json
import struct
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from unicorn import arm_const as A

# frame_t (firmware/core/runtime.h): back, code, globals (3 pointers), then ip (u16).
FRAME_BACK, FRAME_CODE, FRAME_IP = 0, 4, 12
FRAME_READ = 14  # bytes read per frame
STATE_FRAME = 0  # offsetof(state_t, frame): `vm.frame`, the running Python frame
MAX_DEPTH = 256  # frames walked per sample (the VM's recursion limit is lower)
DEFAULT_INTERVAL = 20_000  # instructions between samples

_CORE_REGS = {n: getattr(A, f"UC_ARM_REG_R{n}") for n in range(13)} | {
    13: A.UC_ARM_REG_SP,
    14: A.UC_ARM_REG_LR,
    15: A.UC_ARM_REG_PC,
}

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
            f"(one every {self.interval:,} instructions at most)",
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


class LiveIp:
    """The VM's live `ip` (the byte it is decoding) while the CPU is in its dispatch loop,
    found with the firmware's DWARF: where the compiler keeps the local `ip` of `run_loop`
    (firmware/core/vm.c) at each PC, a register or a stack slot at the frame's CFA. The
    frame's saved `ip` lags behind in code that cannot raise (the small-int fast paths,
    local loads and stores, jumps), so this is what makes per-line counts exact there.
    Anything not understood (no DWARF, another layout, an unknown location expression)
    leaves `ip_address` None, and the saved ip is used."""

    FUNCTION, VARIABLE = b"run_loop", b"ip"

    def __init__(self, elf_path):
        self.low = self.high = 0
        self._ranges: list[tuple[int, int, tuple]] = []  # (lo, hi, location op) by lo
        self._cfa: list[tuple[int, int, int]] = []  # (pc, reg, offset) rows by pc
        try:
            self._read(elf_path)
        except Exception:  # noqa: BLE001 - a debugging aid must never stop a run
            self._ranges = []

    def _read(self, path) -> None:
        from elftools.dwarf.callframe import FDE
        from elftools.dwarf.dwarf_expr import DWARFExprParser
        from elftools.dwarf.locationlists import BaseAddressEntry, LocationEntry, LocationParser
        from elftools.elf.elffile import ELFFile

        with open(path, "rb") as f:
            elf = ELFFile(f)
            if not elf.has_dwarf_info():
                return
            dwarf = elf.get_dwarf_info()
            fn, var, cu = self._find(dwarf)
            if var is None or "DW_AT_location" not in var.attributes:
                return
            self.low = fn.attributes["DW_AT_low_pc"].value
            high = fn.attributes["DW_AT_high_pc"]
            self.high = high.value if high.form == "DW_FORM_addr" else self.low + high.value
            frame_base = fn.attributes.get("DW_AT_frame_base")
            exprs = DWARFExprParser(dwarf.structs)
            if frame_base is None or [o.op_name for o in exprs.parse_expr(frame_base.value)] != ["DW_OP_call_frame_cfa"]:
                return
            attr = var.attributes["DW_AT_location"]
            base = cu.get_top_DIE().attributes.get("DW_AT_low_pc")
            base = base.value if base is not None else 0
            entries = LocationParser(dwarf.location_lists()).parse_from_attribute(attr, cu["version"], var)
            if not isinstance(entries, list):  # a single expression for the whole function
                entries = [LocationEntry(0, 0, self.low, self.high, entries.loc_expr, True)]
            for entry in entries:
                if isinstance(entry, BaseAddressEntry):
                    base = entry.base_address
                    continue
                lo, hi = entry.begin_offset, entry.end_offset
                if not entry.is_absolute:
                    lo, hi = lo + base, hi + base
                ops = exprs.parse_expr(entry.loc_expr)
                if len(ops) == 1:
                    self._ranges.append((lo, hi, (ops[0].op_name, tuple(ops[0].args))))
            self._ranges.sort()
            for entry in dwarf.CFI_entries() if dwarf.has_CFI() else ():
                if isinstance(entry, FDE) and entry["initial_location"] <= self.low < (
                    entry["initial_location"] + entry["address_range"]
                ):
                    for row in entry.get_decoded().table:
                        rule = row["cfa"]
                        if rule.expr is None:
                            self._cfa.append((row["pc"], rule.reg, rule.offset))
                    break

    def _find(self, dwarf):
        """run_loop and its `ip` in the compile unit of vm.c (only that unit is parsed)."""
        for cu in dwarf.iter_CUs():
            unit = cu.get_top_DIE().attributes.get("DW_AT_name")
            if unit is None or not unit.value.endswith(b"vm.c"):
                continue
            for die in cu.get_top_DIE().iter_children():
                name = die.attributes.get("DW_AT_name")
                if die.tag == "DW_TAG_subprogram" and name and name.value == self.FUNCTION:
                    if "DW_AT_low_pc" not in die.attributes:
                        continue
                    for child in die.iter_children():
                        cname = child.attributes.get("DW_AT_name")
                        if child.tag == "DW_TAG_variable" and cname and cname.value == self.VARIABLE:
                            return die, child, cu
                    return die, None, cu
        return None, None, None

    def ip_address(self, pc: int, reg, read_word) -> int | None:
        """The address `ip` holds at this PC, or None. reg(n) reads core register n,
        read_word(address) a word of RAM."""
        if not (self.low <= pc < self.high) or not self._ranges:
            return None
        i = bisect.bisect_right(self._ranges, (pc, 1 << 64)) - 1
        if i < 0 or not (self._ranges[i][0] <= pc < self._ranges[i][1]):
            return None
        op, args = self._ranges[i][2]
        if op.startswith("DW_OP_reg") and op[9:].isdigit():
            return reg(int(op[9:]))
        if op.startswith("DW_OP_breg") and op[10:].isdigit():
            return read_word(reg(int(op[10:])) + args[0])
        if op == "DW_OP_fbreg":
            j = bisect.bisect_right(self._cfa, (pc, 1 << 32, 0)) - 1
            if j < 0:
                return None
            _, cfa_reg, offset = self._cfa[j]
            return read_word(reg(cfa_reg) + offset + args[0])
        return None


class Profiler:
    """Samples a Board's Python state every `interval` executed instructions. Attach with
    `board.sampler = Profiler(board, image)`, run, then read `.profile`.

    A sample costs one read of RAM (16 KB, a few microseconds) and a walk of the frame chain
    in it; stacks are kept raw (code pointers and ips) and named once, when the profile is
    read, so deep recursion costs little per sample."""

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
        self._codes = {off: c for off, c in zip(self.image.offsets, self.image.consts) if hasattr(c, "bytecode")}
        self._places: dict[tuple[int, int], Place] = {}
        self._raw: Counter = Counter()  # (chain, in_handler, after_python, live) -> instructions
        self._live = LiveIp(board.elf.path) if live_ip else None
        self._samples = 0
        self._last = board.clock.bytes // 2  # instructions at the previous sample
        self._seen_python = False

    @property
    def next_sample(self) -> int:
        """The virtual cycle at which the next sample is due (the run loop ends the slice
        there). Only executed instructions advance it, never sleep."""
        done = self.board.clock.bytes // 2 - self._last
        return self.board.now() + max(1, self.interval - done)

    def sample(self) -> None:
        """Charge the instructions since the previous sample to the current state (called by
        the run loop after every slice; a slice ended early by something else samples too)."""
        board = self.board
        executed = board.clock.bytes // 2
        weight = executed - self._last
        if weight <= 0:
            return
        self._last = executed
        self._samples += 1
        chain, live = self._chain()
        if chain:
            self._seen_python = True
        in_handler = bool(board.uc.reg_read(A.UC_ARM_REG_XPSR) & 0x3F)  # IPSR
        self._raw[(chain, in_handler, self._seen_python, live)] += weight

    def _chain(self) -> tuple[tuple[int, ...], int]:
        """(code, ip, code, ip, ...) of the frames from the running one outwards, and the
        live ip's address if the CPU is in the VM's dispatch loop (else 0)."""
        if self._frame_ptr is None:
            return (), 0
        uc = self.board.uc
        ram = self.board.ram
        start, end = ram.start, ram.start + ram.size - FRAME_READ
        memory = bytes(uc.mem_read(start, ram.size))
        live = 0
        if self._live is not None:

            def word(address: int) -> int | None:
                if start <= address <= start + ram.size - 4:
                    return struct.unpack_from("<I", memory, address - start)[0]
                return None

            pc = uc.reg_read(A.UC_ARM_REG_PC)
            live = self._live.ip_address(pc, lambda n: uc.reg_read(_CORE_REGS[n]), word) or 0
        out: list[int] = []
        frame = struct.unpack_from("<I", memory, self._frame_ptr - start)[0]
        while start <= frame <= end and len(out) < 2 * MAX_DEPTH:
            back, code, _, ip = struct.unpack_from("<IIIH", memory, frame - start + FRAME_BACK)
            out += (code, ip)
            frame = back
        return tuple(out), live

    @property
    def profile(self) -> Profile:
        """The samples so far, with names and lines."""
        result = Profile(self.interval, samples=self._samples)
        for (chain, in_handler, after_python, live), weight in self._raw.items():
            if live and chain:
                chain = (chain[0], self._live_offset(chain[0], live, chain[1])) + chain[2:]
            stack = tuple(self._place(chain[i], chain[i + 1]) for i in range(len(chain) - 2, -1, -2))
            if not stack:
                stack = (Place(FIRMWARE if after_python else BOOT, "", 0),)
            if in_handler:
                stack += (Place(INTERRUPTS, "", 0),)
            result.stacks[stack] += weight
        return result

    def _live_offset(self, code: int, live: int, saved: int) -> int:
        """The offset of the instruction the live ip is in (it points past the bytes
        decoded so far, so one byte back), if it lies in this code record; else the saved."""
        if self._base is None:
            self._base = self._find_image()
        record = None if self._base is None else self._codes.get(code - self._base)
        offset = live - (code + self._code_header) - 1
        if record is not None and 0 <= offset < len(record.bytecode):
            return offset
        return saved

    def _place(self, code: int, ip: int) -> Place:
        key = (code, ip)
        place = self._places.get(key)
        if place is None:
            place = self._places[key] = self._resolve(code, ip)
        return place

    def _resolve(self, code: int, ip: int) -> Place:
        if self._base is None:
            self._base = self._find_image()
        record = None if self._base is None else self._codes.get(code - self._base)
        if record is None:  # code outside the script image (a library in firmware flash)
            return Place(f"[code at {self.board.elf.describe(code)}]", "", 0)
        img = self.image
        name = img.qstr(record.name)
        if record.owner:
            name = f"{img.qstr(record.owner)}.{name}"
        return Place(name, img.qstr(record.file), record.line_at(ip), record.first_line)

    def _find_image(self) -> int | None:
        """The image's address in flash: where its header (magic, length, CRC) lies."""
        flash = self.board.flash
        data = bytes(self.board.uc.mem_read(flash.start, flash.size))
        at = data.find(self.image_bytes[:32])
        return None if at < 0 else flash.start + at
