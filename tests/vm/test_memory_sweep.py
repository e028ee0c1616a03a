"""Allocation failure injected at each allocation in turn of realistic programs (scripts of
the language suite: classes with exceptions, a text adventure, generator pipelines, float
repr, a growing dict, big-int division), on the host VM with sanitizers: every failure
surfaces as MemoryError (the program's output so far is a prefix of the normal output) or
the program still gives its normal output; nothing crashes and no sanitizer reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_vm
from test_memory import is_memory_error

LANG = Path(__file__).resolve().parents[1] / "lang"
# None of these catches MemoryError (bank_accounts catches only its own exception class).
PROGRAMS = [
    "classes/bank_accounts.py",
    "strings/text_adventure.py",
    "iteration/generators_pipeline.py",
    "floats/repr_short.py",
    "dicts/grow.py",
    "ints/bigint_divmod.py",
]


@pytest.mark.parametrize("name", PROGRAMS)
def test_every_allocation_failing_in_turn_is_a_memory_error(name, host_vm, tmp_path):
    from wispy.compiler import compile_files

    img = tmp_path / "t.wpy"
    img.write_bytes(compile_files([LANG / name]))
    ok = run_vm(host_vm, img)
    assert ok.status == 0, ok.stderr
    n = ok.stats["allocs"]
    assert n > 10
    memory_errors = 0
    for k in range(1, n + 1):
        r = run_vm(host_vm, img, "--fail-alloc", str(k))  # run_vm asserts: no sanitizer report, no signal
        if r.status == 0:
            assert r.stdout == ok.stdout, f"allocation {k} of {n}"
        elif r.status == 2:  # the image's verification scratch block: the image is refused cleanly
            assert r.stderr.endswith(": no memory to verify it\n"), r.stderr
        else:
            assert r.status == 1 and is_memory_error(r.stderr), f"allocation {k} of {n}: {r.stderr}"
            assert ok.stdout.startswith(r.stdout), f"allocation {k} of {n}"
            memory_errors += 1
    assert memory_errors >= n // 2  # most allocations are needed: their failure must show
