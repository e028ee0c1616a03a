"""Big-int arithmetic against CPython on many random operands (fixed seed): every
operator, signs, sizes around the 31-bit and digit boundaries. Operands go through
variables so that the compiler cannot fold the expressions."""

from __future__ import annotations

import random

from conftest import compile_to, run_vm

OPS = ["+", "-", "*", "//", "%", "<", "==", ">=", "&", "|", "^", ">>", "<<"]
# unary: ~ and - (below with **)


def operand(rng: random.Random) -> int:
    bits = rng.choice([1, 2, 15, 16, 17, 29, 30, 31, 32, 33, 47, 48, 63, 64, 65, 100, 200])
    v = rng.getrandbits(bits) | (1 if rng.random() < 0.1 else 0)
    if rng.random() < 0.2:
        v = 2**bits - rng.randint(0, 2)
    return -v if rng.random() < 0.5 else v


def test_random_int_expressions_match_cpython(host_vm, tmp_path):
    rng = random.Random(1234)
    lines, want = [], []
    for _ in range(600):
        op = rng.choice(OPS)
        a, b = operand(rng), operand(rng)
        if op in ("//", "%") and b == 0:
            b = 7
        if op in (">>", "<<"):
            b = rng.randint(0, 70)
        lines.append(f"a = {a}\nb = {b}\nprint(a {op} b)")
        want.append(str(eval(f"({a}) {op} ({b})")))
    for _ in range(60):
        a, e = operand(rng), rng.randint(0, 40)
        lines.append(f"a = {a}\ne = {e}\nprint(a ** e, str(-a), int('{a}'), abs(a), ~a)")
        want.append(f"{a**e} {-a} {a} {abs(a)} {~a}")
    r = run_vm(host_vm, compile_to(tmp_path, "\n".join(lines) + "\n"), "--heap", "65536")
    assert r.status == 0, r.stderr
    got = r.stdout.splitlines()
    for line, g, w in zip(lines, got, want, strict=True):
        assert g == w, line
