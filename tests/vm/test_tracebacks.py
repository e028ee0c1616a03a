"""Whole tracebacks on the board against CPython's, for exceptions that were caught, chained
and re-raised: the same frames, lines and chain separators (CPython's source lines and carets,
which the board leaves to the host, and its absolute paths are set aside)."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROGRAMS = {
    "raise from": """\
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("not a number: " + s) from e

parse("xyz")
""",
    "during handling": """\
def cleanup():
    raise RuntimeError("cleanup failed")

def work():
    try:
        [1, 2, 3][10]
    except IndexError:
        cleanup()

work()
""",
    "from None hides the context": """\
try:
    {}["k"]
except KeyError:
    raise ValueError("clean") from None
""",
    "re-raised from a handler": """\
def inner():
    raise KeyError("k")

def outer():
    try:
        inner()
    except KeyError:
        print("seen")
        raise

outer()
""",
    "finally re-raises": """\
def f():
    try:
        return 1 // 0
    finally:
        print("cleanup")

f()
""",
}


def cpython_traceback(src: str, tmp_path) -> str:
    path = tmp_path / "t.py"
    path.write_text(src)
    r = subprocess.run([sys.executable, "t.py"], cwd=tmp_path, capture_output=True, text=True)
    keep = [ln for ln in r.stderr.splitlines() if not ln.startswith("    ")]
    return "\n".join(keep).replace(f'"{path}"', '"t.py"')


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_traceback_matches_cpython(name, run_on_board, tmp_path):
    src = PROGRAMS[name]
    board = run_on_board(src, "t.py")
    assert board.status == 1
    assert board.stderr.strip() == cpython_traceback(src, tmp_path).strip()
