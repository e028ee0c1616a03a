"""`wispy bench speed` from the command line: a row per benchmark with the instructions of one
bench() call, the baseline and MicroPython columns read from host/speed/baseline.toml, the
ratios computed from them, and a benchmark whose result differs from CPython's reported
as wrong (a speed figure of a wrong program is no figure)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from wispy import bench_speed


def rows(text: str) -> dict[str, list[str]]:
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0] not in ("benchmark", "---"):
            out[cells[0]] = cells
    return out


def number(cell: str) -> int:
    return int(cell.replace(",", ""))


def test_the_set_has_issue_14s_four_first_and_every_kind_it_asks_for():
    names = [b.name for b in bench_speed.benchmarks()]
    assert names[:4] == ["fib", "loop", "counter", "lcg_sort"]
    for kind in ("strings", "dicts", "generators", "exceptions", "closures", "bigints", "floats",
                 "sort_2000", "sort_4000"):
        assert kind in names
    base = bench_speed.load_baseline()
    assert set(base["micropython"]) == set(names[:4])
    for toolchain in ("gcc", "zig"):
        assert set(base["wispy"][toolchain]) == set(names)
    assert {b.name: b.ram for b in bench_speed.benchmarks(["sort_4000", "fib"])} == {"sort_4000": "64K", "fib": None}


def test_bench_speed_prints_instructions_and_ratios(firmware):
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "bench", "speed", "loop", "bigints", "--firmware", str(firmware)],
        capture_output=True, text=True, timeout=600,
    )
    assert r.returncode == 0, r.stderr
    table = rows(r.stdout)
    assert list(table) == ["loop", "bigints"]
    toolchain = bench_speed.elf_toolchain(firmware)
    base = bench_speed.load_baseline()
    loop = table["loop"]
    n = number(loop[2])
    # 20,001 iterations of at least a FOR_ITER, two loads, an add and a store
    assert 20001 * 20 < n < 20001 * 1000
    assert number(loop[5]) == base["micropython"]["loop"]
    assert loop[6] == f"{n / base['micropython']['loop']:.2f}"
    if toolchain in base["wispy"]:
        assert number(loop[3]) == base["wispy"][toolchain]["loop"]
        assert loop[4] == f"{n / base['wispy'][toolchain]['loop']:.2f}"
        assert "geometric mean over 2 benchmarks" in r.stdout
    assert table["bigints"][5] == "—"  # no MicroPython figure for it
    assert f"loop: {n / base['micropython']['loop']:.2f} × MicroPython" in r.stdout


def test_a_wrong_result_fails_the_report():
    b = bench_speed.Bench("loop", "", None, "")
    good = bench_speed.Figure(b, 1000, "200010000", "200010000")
    bad = bench_speed.Figure(b, 1000, "200010001", "200010000")
    assert bench_speed.report([good], {}, "gcc", "microbit-v1")[1] is True
    text, ok = bench_speed.report([bad], {}, "gcc", "microbit-v1")
    assert not ok and "WRONG" in text


def test_an_unknown_benchmark_is_a_clear_error(firmware):
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "bench", "speed", "nosuch", "--firmware", str(firmware)],
        capture_output=True, text=True, timeout=600,
    )
    assert r.returncode == 1
    assert r.stderr.startswith("wispy: no benchmark named nosuch (there are: fib, loop, counter, lcg_sort")
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("name", ["sort_4000"])
def test_a_benchmark_needing_more_ram_refuses_the_boards_own_firmware(firmware, name):
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "bench", "speed", name, "--firmware", str(firmware)],
        capture_output=True, text=True, timeout=600,
    )
    assert r.returncode == 1
    assert "runs with 64K of RAM and --firmware gives a firmware for the board's own" in r.stderr
