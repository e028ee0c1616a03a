"""The size budget (issue 11): each toolchain's firmware leaves at least 12 KB of its flash
region free, and when one does not, the failure names the parts (source files) that grew
since the record in docs/building.md (`python -m wispy.sizes --update` rewrites it)."""

from __future__ import annotations

import pytest
from wispy.sizes import BUDGET_FREE, PADDING, RUNTIME, Sizes, budget_problems, build_all, read_record, table


@pytest.fixture(scope="module")
def builds():
    found = build_all()
    if not found:
        pytest.skip("no cross toolchain (arm-none-eabi-gcc or ziglang) is installed")
    return found


def test_every_build_leaves_the_budget_free(builds):
    problems = budget_problems(builds)
    assert not problems, "\n".join(problems)
    assert all(b.free >= BUDGET_FREE for b in builds)


def test_parts_add_up_to_the_flash_and_name_the_sources(builds):
    for b in builds:
        assert sum(b.parts.values()) == b.flash
        assert 0 <= b.parts[PADDING] < 1024  # literals and symbols account for the rest
        assert b.parts[RUNTIME] > 0  # what rt.c leaves to libgcc or compiler-rt (double -> int ...)
        assert b.parts["core/vm.c"] > 5000 and b.parts["nrf51/startup.c"] > 0


def test_the_record_in_docs_has_every_part_of_every_toolchain(builds):
    record = read_record()
    for b in builds:
        assert b.toolchain in record, f"docs/building.md has no {b.toolchain} column: run python -m wispy.sizes --update"
        missing = set(b.parts) - set(record[b.toolchain])
        assert not missing, f"parts not in docs/building.md's record: {sorted(missing)} (python -m wispy.sizes --update)"


def test_an_overrun_names_the_parts_that_grew():
    record = {"gcc": {"core/vm.c": 10_000, "core/obj.c": 4_000, PADDING: 100}}
    now = Sizes("gcc", flash=155_000, region=163_840,
                parts={"core/vm.c": 13_500, "core/obj.c": 3_900, "core/new.c": 800, PADDING: 200})  # fmt: skip
    [msg] = budget_problems([now], record)
    assert "leaves 8,840 B" in msg and f"{BUDGET_FREE:,} B budget" in msg
    assert "core/vm.c 10,000 -> 13,500 B (+3,500)" in msg and "core/new.c 0 -> 800 B (+800)" in msg
    assert msg.index("core/vm.c") < msg.index("core/new.c")  # most grown first
    assert "core/obj.c" not in msg and PADDING not in msg
    fine = Sizes("gcc", flash=100_000, region=163_840, parts={})
    assert budget_problems([fine], record) == []


def test_the_table_reads_back():
    a = Sizes("gcc", 300, 1000, {"core/vm.c": 200, PADDING: 100})
    b = Sizes("zig", 250, 1000, {"core/vm.c": 150, "nrf51/rt.c": 90, PADDING: 10})
    text = table([a, b])
    assert "| core/vm.c | 200 | 150 |" in text and "| nrf51/rt.c | 0 | 90 |" in text
    import tempfile
    from pathlib import Path

    from wispy.sizes import BEGIN, END, write_record

    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "doc.md"
        p.write_text(f"intro\n{BEGIN}\nold\n{END}\nafter\n")
        assert write_record([a, b], p) and not write_record([a, b], p)
        assert read_record(p) == {"gcc": a.parts | {"nrf51/rt.c": 0}, "zig": b.parts}
        assert p.read_text().endswith(f"{END}\nafter\n")


def test_wispy_info_json_gives_the_parts_of_a_build(builds):
    import json
    import subprocess
    import sys

    tc = builds[0].toolchain
    run = subprocess.run([sys.executable, "-m", "wispy", "info", "--json", "--toolchain", tc],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stderr
    info = json.loads(run.stdout)
    assert info["toolchain"] == tc and info["flash_bytes"] == builds[0].flash
    assert info["free_bytes"] == info["region_bytes"] - info["flash_bytes"]
    assert sum(info["parts"].values()) == info["flash_bytes"] and info["parts"] == builds[0].parts
    assert info["free_heap_at_boot"] > 10_000 and info["boot_instructions"] > 0
