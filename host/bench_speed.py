"""`wispy bench speed`: instructions per benchmark on the emulated board, beside MicroPython's
counts (issue 14) and beside a recorded baseline of wispy's own, with the geometric mean.

The programs are host/speed/*.py. Each defines `bench()`; its figure is the instructions of
one call, measured as issue 14 measures them: a run of the program with a `bench()` line
added minus a run of it as it is (boot, setup and definitions cancel out). A third run
prints `bench()`'s result, which must be what CPython prints for the same program: a
benchmark that gets faster by getting wrong fails instead. A first-line comment `# ram: 64K`
runs a program on a variant of the board with that much RAM (the 4,000 ints of sort_4000
alone take 16,000 B). "Instructions" are the emulator's: executed Thumb halfwords (a BL
counts 2), the figure `wispy run --stats` prints; MicroPython's are QEMU's `-icount` on the
same Cortex-M0 at 16 KB, from the issue.

host/speed/baseline.toml holds the reference figures: MicroPython's, and wispy's per
toolchain as recorded before the VM's speed work (`--record FILE` writes a file of the same
shape from a run).
"""

from __future__ import annotations

import math
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

SPEED_DIR = Path(__file__).resolve().parent / "speed"
BASELINE = SPEED_DIR / "baseline.toml"
TIMEOUT = 120.0  # virtual seconds a run may take (about 1.9 G instructions at 16 MHz)
ISSUE_ORDER = ("fib", "loop", "counter", "lcg_sort")
TARGET = 0.8  # issue 14: each of MicroPython's four, and the geometric mean against the baseline


@dataclass
class Bench:
    name: str
    source: str
    ram: str | None  # a board variant's RAM ("64K"), None: the board as it is
    about: str  # the first comment line (what it measures)


@dataclass
class Figure:
    bench: Bench
    instructions: int
    result: str  # what print(bench()) printed on the board
    expected: str  # ... and under CPython


def benchmarks(names: list[str] | None = None) -> list[Bench]:
    """The benchmark set (every host/speed/*.py), or the ones named, in the order given."""
    found = {}
    for p in sorted(SPEED_DIR.glob("*.py")):
        text = p.read_text(encoding="utf-8")
        ram, about = None, ""
        for line in text.splitlines():
            if not line.startswith("#"):
                break
            body = line[1:].strip()
            if body.startswith("ram:"):
                ram = body[4:].strip()
            elif not about:
                about = body
        found[p.stem] = Bench(p.stem, text, ram, about)
    first = [n for n in ISSUE_ORDER if n in found]  # issue 14's four first, then by name
    found = {n: found[n] for n in first} | {n: b for n, b in found.items() if n not in first}
    if not names:
        return list(found.values())
    unknown = [n for n in names if n not in found]
    if unknown:
        raise ValueError(f"no benchmark named {', '.join(unknown)} (there are: {', '.join(found)})")
    return [found[n] for n in names]


def load_baseline(path: Path = BASELINE) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def elf_toolchain(elf: Path) -> str | None:
    """Which compiler built a firmware ELF ("gcc" or "zig"), from its DWARF producer."""
    try:
        from elftools.elf.elffile import ELFFile

        with open(elf, "rb") as fh:
            f = ELFFile(fh)
            if not f.has_dwarf_info():
                return None
            for cu in f.get_dwarf_info().iter_CUs():
                producer = cu.get_top_DIE().attributes.get("DW_AT_producer")
                if producer is not None:
                    text = producer.value.decode("utf-8", "replace")
                    return "zig" if "clang" in text else "gcc" if "GNU" in text else None
    except Exception:  # an ELF without debug information: the figures are still measured
        return None
    return None


def _board_run(elf: Path, board, source: str, name: str) -> tuple[int, str]:
    from wispy.compiler import compile_source
    from wispy.emulator import Board

    b = Board(elf, board=board)
    b.load_image(compile_source(source, f"{name}.py"))
    out, err = bytearray(), bytearray()
    res = b.run(timeout=TIMEOUT, on_stdout=out.extend, on_stderr=err.extend)
    if res.reason != "done" or res.status != 0 or err:
        raise RuntimeError(
            f"benchmark {name} failed on the board ({res.reason}, status {res.status}): "
            f"{err.decode('utf-8', 'replace').strip()}"
        )
    return res.instructions, out.decode("utf-8", "replace")


def _cpython_result(source: str) -> str:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "bench.py"
        p.write_text(source + "\nprint(bench())\n", encoding="utf-8")
        r = subprocess.run([sys.executable, str(p)], capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            raise RuntimeError(f"the benchmark failed under CPython: {r.stderr}")
        return r.stdout


def measure(bench: Bench, elf: Path, board) -> Figure:
    without, _ = _board_run(elf, board, bench.source, bench.name)
    with_call, _ = _board_run(elf, board, bench.source + "\nbench()\n", bench.name)
    _, result = _board_run(elf, board, bench.source + "\nprint(bench())\n", bench.name)
    return Figure(bench, with_call - without, result.strip(), _cpython_result(bench.source).strip())


def geometric_mean(ratios: list[float]) -> float | None:
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else None


def report(figures: list[Figure], base: dict, toolchain: str | None, board_name: str) -> tuple[str, bool]:
    """The table and the closing notes; ok is False when a benchmark printed a wrong result."""
    mpy = base.get("micropython", {})
    ours = base.get("wispy", {}).get(toolchain or "", {})
    lines = [
        f"wispy bench speed — board {board_name}, firmware built with {toolchain or 'an unknown toolchain'}: "
        "instructions of one bench() call",
        "(a run with the call minus a run without it; MicroPython 1.29 on the same Cortex-M0 at 16 KB, from issue 14)",
        "",
        "| benchmark | RAM | instructions | baseline | × baseline | MicroPython | × MicroPython |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    ok = True
    ratios, mpy_ratios, wrong = [], {}, []
    for f in figures:
        b = ours.get(f.bench.name)
        m = mpy.get(f.bench.name)
        if f.result != f.expected:
            ok = False
            wrong.append(f"note: {f.bench.name} printed {f.result!r} on the board, CPython {f.expected!r}: WRONG")
        if b:
            ratios.append(f.instructions / b)
        if m:
            mpy_ratios[f.bench.name] = f.instructions / m
        lines.append(
            f"| {f.bench.name} | {f.bench.ram or '16K'} | {f.instructions:,} | {f'{b:,}' if b else '—'} "
            f"| {f'{f.instructions / b:.2f}' if b else '—'} | {f'{m:,}' if m else '—'} "
            f"| {f'{f.instructions / m:.2f}' if m else '—'} |"
        )
    lines.append("")
    gm = geometric_mean(ratios)
    if gm is not None:
        lines.append(
            f"geometric mean over {len(ratios)} benchmarks: {gm:.3f} × the baseline "
            f"(target ≤ {TARGET}: {'met' if gm <= TARGET else 'missed'})"
        )
    elif toolchain not in base.get("wispy", {}):
        lines.append(f"no baseline recorded for firmware built with {toolchain or 'this toolchain'}")
    for name, r in mpy_ratios.items():
        lines.append(f"{name}: {r:.2f} × MicroPython (target ≤ {TARGET}: {'met' if r <= TARGET else 'missed'})")
    by_name = {f.bench.name: f for f in figures}
    if "sort_2000" in by_name and "sort_4000" in by_name:
        g = by_name["sort_4000"].instructions / by_name["sort_2000"].instructions
        nlogn = 2 * math.log(4000) / math.log(2000)
        lines.append(
            f"sorting 4,000 ints / 2,000: {g:.2f} × the instructions (n log n: {nlogn:.2f}; n squared: 4.00)"
        )
    lines.extend(wrong)
    return "\n".join(lines), ok


def record(path: Path, figures: list[Figure], toolchain: str | None) -> None:
    """Write the figures as a baseline file's [wispy.<toolchain>] table."""
    rows = "\n".join(f"{f.bench.name} = {f.instructions}" for f in figures)
    path.write_text(f"[wispy.{toolchain or 'unknown'}]\n{rows}\n", encoding="utf-8")


def run_speed(board: str, names: list[str] | None, elf: Path | None, toolchain: str | None,
              record_to: str | None = None, progress=None) -> tuple[str, bool]:
    """Measure the set on the board (each program on the RAM it asks for) and report."""
    from wispy.build import board_with_ram, build_firmware, firmware_elf

    chosen = benchmarks(names)
    elves: dict[str | None, Path] = {}

    def firmware_for(ram: str | None) -> Path:
        if ram not in elves:
            if ram is None and elf is not None:
                elves[ram] = elf
            elif elf is not None:
                raise RuntimeError(
                    f"a benchmark runs with {ram} of RAM and --firmware gives a firmware for the board's "
                    "own: leave out --firmware (the variant is built), or name the benchmarks to run"
                )
            else:
                spec = board_with_ram(board, ram) if ram else board
                elves[ram] = build_firmware(spec, toolchain).elf if toolchain else firmware_elf(spec)
        return elves[ram]

    figures = []
    for bench in chosen:
        if progress:
            progress(bench.name)
        spec = board_with_ram(board, bench.ram) if bench.ram else board
        figures.append(measure(bench, firmware_for(bench.ram), spec))
    tc = elf_toolchain(next(iter(elves.values())))  # every firmware here comes from one toolchain
    if record_to:
        record(Path(record_to), figures, tc)
    return report(figures, load_baseline(), tc, board)
