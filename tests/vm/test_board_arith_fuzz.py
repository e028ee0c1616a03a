"""Big-int and float arithmetic on the emulated board (the real firmware, 16 KB of RAM)
against CPython over seeded random operands: every big-int operator the issue lists
(+ - * // % ** divmod, comparisons, & | ^ ~ << >>, hash, str, int(s, base)) and the float
operators with mixed int/float operands. Operands go through variables so that the
compiler cannot fold anything; each program is small enough for the board's heap."""

from __future__ import annotations

import random

import pytest

from test_int_fuzz import operand

INT_OPS = ["+", "-", "*", "//", "%", "<", "<=", "==", "!=", "&", "|", "^", ">>", "<<"]
FLOAT_OPS = ["+", "-", "*", "/", "//", "%", "<", "==", "**"]


def int_cases(rng: random.Random, n: int) -> tuple[list[str], list[str]]:
    lines, want = [], []
    for i in range(n):
        a, b = operand(rng), operand(rng)
        kind = rng.randrange(4)
        if kind == 0:
            op = rng.choice(INT_OPS)
            if op in ("//", "%") and b == 0:
                b = 3
            if op in (">>", "<<"):
                b = rng.randint(0, 70)
            expr = f"a {op} b"
        elif kind == 1:
            b = b or 5
            expr = "divmod(a, b)"
        elif kind == 2:
            b = rng.randint(0, 12)
            expr = "(a ** b, ~a, -a, abs(a))"
        else:
            base = rng.choice([2, 8, 10, 16, 36])
            digits = {2: bin, 8: oct, 16: hex}.get(base)
            text = digits(a) if digits else (str(a) if base == 10 else _to_base36(a))
            expr = f"(int({text!r}, {base}), hash(a) == hash(a + 0), str(a))"
        lines.append(f"a = {a}\nb = {b}\nprint({expr})")
        want.append(str(eval(expr, {"a": a, "b": b})))
    return lines, want


def _to_base36(v: int) -> str:
    s, n = "", abs(v)
    while True:
        n, r = divmod(n, 36)
        s = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + s
        if n == 0:
            return ("-" if v < 0 else "") + s


def float_cases(rng: random.Random, n: int) -> tuple[list[str], list[str]]:
    lines, want = [], []
    while len(lines) < n:
        a = rng.choice([rng.uniform(-1e6, 1e6), rng.random() * 10 ** rng.randint(-20, 20), float(rng.randint(-99, 99))])
        b = rng.choice([rng.uniform(-1e3, 1e3), rng.randint(-10**12, 10**12), rng.random()])
        op = rng.choice(FLOAT_OPS)
        if op == "**":
            b = rng.randint(-6, 6)
            if a == int(a) and b > 0:
                continue  # an exact tie may be rounded either way by the C library's pow
        try:
            w = repr(eval(f"a {op} b", {"a": a, "b": b}))
        except (ZeroDivisionError, OverflowError):
            continue
        lines.append(f"a = {a!r}\nb = {b!r}\nprint(repr(a {op} b))")
        want.append(w)
    return lines, want


@pytest.mark.parametrize("seed", [7, 8])
def test_big_ints_on_the_board_match_cpython(seed, run_on_board):
    lines, want = int_cases(random.Random(seed), 90)
    r = run_on_board("\n".join(lines) + "\n", timeout=300)
    assert r.status == 0, r.stderr
    for line, got, w in zip(lines, r.stdout.splitlines(), want, strict=True):
        assert got == w, line


@pytest.mark.parametrize("seed", [11, 12])
def test_floats_on_the_board_match_cpython(seed, run_on_board):
    lines, want = float_cases(random.Random(seed), 90)
    r = run_on_board("\n".join(lines) + "\n", timeout=300)
    assert r.status == 0, r.stderr
    for line, got, w in zip(lines, r.stdout.splitlines(), want, strict=True):
        assert got == w, line
