"""The generated scripts of the suite are what tests/lang/generate_cases.py writes."""

from __future__ import annotations

import random

import generate_cases as g


def test_generated_scripts_are_current():
    for rel, (gen, body, seed, n) in g.SCRIPTS.items():
        path = g.HERE / rel
        assert path.read_text() == g.script(gen.__name__, seed, body, gen(random.Random(seed), n)), (
            f"{rel}: run python tests/lang/generate_cases.py"
        )
