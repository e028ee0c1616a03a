"""Compiled programs on the C VM built for the host (firmware/ports/host), compared with
CPython: stdout, and the exception type of a program that raises. Skipped only when there is
no C compiler for the host VM; sources that do not build are a failure, not a skip."""

from __future__ import annotations

import random
import subprocess

import pytest
from test_fuzz_compiler import SubsetGen
from test_refvm_differential import PROGRAMS, TameGen, run_cpython, run_cpython_bounded
from wispy.compiler import compile_source


@pytest.fixture(scope="module")
def host_vm():
    from wispy.build import BuildError, build_host_vm

    try:
        return build_host_vm(sanitize=False)
    except BuildError as e:
        if "no C compiler" in str(e):
            pytest.skip(f"no host VM: {e}")
        raise


def run_host(vm, src: str, tmp_path) -> tuple[str, str | None]:
    img = tmp_path / "t.wpy"
    img.write_bytes(compile_source(src, "t.py"))
    r = subprocess.run([str(vm), str(img)], capture_output=True, timeout=30, check=False)
    err = r.stderr.decode("utf-8", "replace").strip().splitlines()
    if r.returncode == 0:
        return r.stdout.decode("utf-8", "replace"), None
    last = err[-1] if err else f"exit {r.returncode}"
    return r.stdout.decode("utf-8", "replace"), last.split(":")[0]


@pytest.mark.parametrize("src", PROGRAMS)
def test_programs_on_host_vm(host_vm, src, tmp_path):
    assert run_host(host_vm, src, tmp_path) == run_cpython(src)


@pytest.mark.parametrize("seed", range(150))
def test_random_expressions_on_host_vm(host_vm, seed, tmp_path):
    gen = SubsetGen(seed)
    r = random.Random(seed)
    lines = ["a = 3", "b = -7", "c = 'ab'", "n = 2**40", "total = [1, 2]"]
    lines += [f"print({gen.expr()})" for _ in range(r.randint(1, 6))]
    src = "\n".join(lines) + "\n"
    expected = run_cpython(src)
    if expected[1] == "SyntaxError" or "0x" in expected[0] or "<" in expected[0]:
        pytest.skip("not valid Python, or prints an object's address")
    assert run_host(host_vm, src, tmp_path) == expected, src


@pytest.mark.parametrize("seed", range(100))
def test_random_programs_on_host_vm(host_vm, seed, tmp_path):
    src = TameGen(seed).program()
    expected = run_cpython_bounded(src, 5000)
    if expected is None:
        pytest.skip("runs too long")
    assert run_host(host_vm, src, tmp_path) == expected, src
