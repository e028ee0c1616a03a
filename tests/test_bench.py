"""`wispy bench memory` from the command line, end to end: the issue's table with wispy's
figures (the emulated 16 KB board) beside CPython's (tracemalloc), the closing note, and the
PNG — or, without matplotlib, a sentence saying how to get it instead of a crash."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

ROWS = [
    "free heap after boot",
    "deepest Python recursion at that heap",
    "an int from 10**10 up",
    "a 10-character string made at run time",
    "an instance with 2 attributes",
    "one more list slot",
    "one more dict entry (at 200 entries)",
    "small ints held in one list grown by append, fresh boot",
    "int → int dict entries, fresh boot",
]


def cell_number(cell: str) -> float:
    return float(cell.replace(",", "").split(" ")[0])


def test_bench_memory_prints_the_table_and_writes_the_png(tmp_path, firmware):
    png = tmp_path / "memory.png"
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "bench", "memory", "--firmware", str(firmware), "--png", str(png)],
        capture_output=True, text=True, timeout=600,
    )
    assert r.returncode == 0, r.stderr
    table = {}
    for line in r.stdout.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 5 and cells[0] in ROWS:
            table[cells[0]] = cells
    assert list(table) == ROWS
    wispy = {name: cell_number(cells[3]) for name, cells in table.items()}
    assert wispy["free heap after boot"] >= 13000
    assert wispy["deepest Python recursion at that heap"] >= 100
    for name in ROWS[2:5]:
        assert wispy[name] <= 16
        assert cell_number(table[name][1]) > 30  # CPython's figure, measured in the same run
    assert wispy["one more list slot"] <= 4.5
    assert wispy["one more dict entry (at 200 entries)"] < 10
    assert wispy["small ints held in one list grown by append, fresh boot"] >= 2500
    assert wispy["int → int dict entries, fresh boot"] >= 800
    assert re.search(r"^note: \d of 9 targets met\.$", r.stdout, re.M)
    assert "list growth by append" in r.stdout
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert "no PNG: matplotlib is not installed (pip install 'wispy[plot]')" in r.stdout
    else:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_without_matplotlib_the_plot_says_how_to_get_it(monkeypatch, tmp_path):
    from wispy.bench import Series, _plot

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib raises ImportError
    msg = _plot(str(tmp_path / "x.png"), ["small ints"], Series(), Series())
    assert msg == "no PNG: matplotlib is not installed (pip install 'wispy[plot]')"
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("text, value", [("4.1 B", 4.1), ("3,059", 3059), ("425 (RecursionError)", 425)])
def test_table_cells_read_as_numbers(text, value):
    from wispy.bench import _number

    assert _number(text) == value
