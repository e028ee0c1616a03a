"""The differential language suite: every script here runs under CPython and on the emulated
board, and the two must agree — the same stdout, and for a script that raises, the same
exception type and message on the last line of the traceback.

A `NAME.py.exp` file beside a script replaces CPython's stdout where wispy must differ (each
such difference is documented in docs/language.md). A first line `# wispy: skip REASON`
skips a script for a feature not present yet.

A program of several files is a folder holding a `main.py` (the script, `__main__`) and its
modules and packages (`tests/lang/modules/<case>/main.py`, `m.py`, `pkg/__init__.py`, ...):
the other files of such a folder are not scripts of their own; they are compiled with
main.py into one image, in sorted order.

The board is a microbit-v1 variant with 256 KB of RAM (`wispy run --ram 256K`), so that what
a script may do is not limited by the board's 16 KB; `WISPY_LANG_RAM=16K` (or any size)
runs the same suite on that much, and `python tests/lang/count_by_ram.py` prints how many
scripts pass at 16 KB and at 256 KB, per area.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from boardrun import run_cpython, run_image

HERE = Path(__file__).resolve().parent
LANG_RAM = os.environ.get("WISPY_LANG_RAM", "256K")


def lang_board(ram: str = LANG_RAM) -> tuple[Path, dict]:
    """(firmware ELF, board description) of microbit-v1 with `ram` of RAM, built if needed."""
    from wispy.build import board_with_ram, firmware_elf

    spec = board_with_ram("microbit-v1", ram)
    return firmware_elf(spec), spec


@pytest.fixture(scope="session")
def board_spec() -> tuple[Path, dict]:
    return lang_board()


def program_root(p: Path) -> Path | None:
    """The folder of the multi-file program p belongs to (the nearest with a main.py)."""
    for d in p.parents:
        if d == HERE or HERE not in d.parents:
            return None
        if (d / "main.py").exists():
            return d
    return None


def is_script(p: Path) -> bool:
    if p.parent == HERE or p.name.startswith("_"):  # scripts live in the area folders
        return False
    root = program_root(p)
    return root is None or p == root / "main.py"


def program_files(script: Path) -> list[Path]:
    """The script, then (for a program folder's main.py) its other files."""
    if script.name != "main.py" or program_root(script) != script.parent:
        return [script]
    rest = sorted(p for p in script.parent.rglob("*.py") if p != script and "__pycache__" not in p.parts)
    return [script, *rest]


SCRIPTS = sorted(p for p in HERE.rglob("*.py") if is_script(p) and "__pycache__" not in p.parts)


def last_line(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return lines[-1] if lines else ""


@pytest.mark.parametrize("script", SCRIPTS, ids=[str(p.relative_to(HERE)) for p in SCRIPTS])
def test_script_matches_cpython(script: Path, board_spec):
    check_script(script, *board_spec)


def check_script(script: Path, elf: Path, spec: dict) -> None:
    """Run script under CPython and on the board; an AssertionError says how they differ
    (pytest.skip for a script marked `# wispy: skip`)."""
    from wispy.compiler import compile_files

    first = script.read_text().splitlines()[:1]
    if first and first[0].startswith("# wispy: skip"):
        pytest.skip(first[0].removeprefix("# wispy: skip").strip())

    ref = run_cpython(script)
    exp = script.with_name(script.name + ".exp")
    expected_out = exp.read_text() if exp.exists() else ref.stdout

    board = run_image(elf, compile_files(program_files(script)), board=spec)
    assert board.reason == "done", f"board did not finish: {board.reason}\n{board.stdout}\n{board.stderr}"
    assert board.stdout == expected_out
    if ref.returncode == 0:
        assert board.status == 0, f"board raised:\n{board.stderr}"
        assert board.stderr == ""
    else:
        assert board.status != 0, "CPython raised but the board did not"
        assert last_line(board.stderr) == last_line(ref.stderr)
        assert board.stderr.startswith("Traceback (most recent call last):\n")
