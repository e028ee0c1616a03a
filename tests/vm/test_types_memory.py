"""Allocation failures in the object types (floats, dicts, sets, bytes,
built-in modules): failing each allocation in turn gives a clean MemoryError (never a
sanitizer report), a collection at every allocation changes nothing, and a program that
fills the heap gets MemoryError and goes on."""

from __future__ import annotations

import random

import pytest

from conftest import compile_to, run_vm
from test_memory import is_memory_error

SCRIPTS = {
    "floats": (
        "x = 0.1\nfor i in range(30):\n    x = x * 1.5 + 0.25\nprint(x, 2 ** 0.5, 10 ** 20 / 7, round(2.675, 2))\n"
        "print(float('1.5e300'), int(1e20), hash(2.5), 7.5 // 2, -7.5 % 2, 1.1 ** 10)\n"
    ),
    "dicts": (
        "d = {}\nfor i in range(40):\n    d[i * 3] = str(i)\nfor i in range(0, 40, 3):\n    del d[i * 3]\n"
        "e = dict(d)\ne.update(a=1)\nprint(len(d), d.get(9), list(e.items())[:3], e == d, e.pop('a'), e == d)\n"
    ),
    "sets": (
        "s = set(range(30))\nt = {x * 2 for x in range(10)} if False else set([0, 2, 4, 60])\n"
        "print(len(s | t), len(s & t), len(s - t), len(s ^ t), frozenset(t) == t, 4 in s)\n"
    ),
    "bytes": (
        "b = bytes(range(50))\na = bytearray(b'xyz')\nfor i in range(30):\n    a.append(i)\n"
        "print(b[3], b[10:13], len(a), a[5], b'ab' * 3 + b'c', 'héllo'.encode().decode(), bytes(a)[-1])\n"
    ),
    "modules": (
        "import math, gc\nfrom math import sqrt\nimport random\nrandom.seed(1)\n"
        "print(sqrt(2), math.floor(-2.5), round(math.sin(1), 9), gc.isenabled(), 1 <= random.randint(1, 6) <= 6)\n"
    ),
}


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_failing_each_allocation_in_turn(name, host_vm, tmp_path):
    img = compile_to(tmp_path, SCRIPTS[name])
    ok = run_vm(host_vm, img)
    ok.assert_clean()
    assert ok.status == 0, ok.stderr
    n = ok.stats["allocs"]
    outcomes = set()
    for k in range(1, n + 2):
        r = run_vm(host_vm, img, "--fail-alloc", str(k))
        r.assert_clean()
        if r.status == 0:
            assert r.stdout == ok.stdout
            outcomes.add("ok")
        elif r.status == 2:
            assert r.stderr.endswith(": no memory to verify it\n"), r.stderr
        else:
            assert r.status == 1, r.stderr
            assert is_memory_error(r.stderr), r.stderr
            assert ok.stdout.startswith(r.stdout)
            outcomes.add("MemoryError")
    assert "MemoryError" in outcomes and "ok" in outcomes


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_a_collection_at_every_allocation_changes_nothing(name, host_vm, tmp_path):
    img = compile_to(tmp_path, SCRIPTS[name])
    ok = run_vm(host_vm, img)
    r = run_vm(host_vm, img, "--gc-every-alloc", "--heap", "8192")
    r.assert_clean()
    assert (r.stdout, r.status) == (ok.stdout, 0), r.stderr


FILL = """\
keep = []
for kind in range(4):
    junk = []
    try:
        while True:
            if kind == 0:
                junk.append(1.5 * len(junk))
            elif kind == 1:
                junk.append({len(junk): 'x'})
            elif kind == 2:
                junk.append(bytes(10))
            else:
                junk.append({len(junk), 0})
    except MemoryError:
        keep.append(len(junk) > 10)
    junk = None
print(keep)
d = {}
try:
    i = 0
    while True:
        d[i] = i
        i += 1
except MemoryError:
    pass
print('after', len(d) > 100)
"""


def test_filling_the_heap_raises_memory_error_and_the_program_goes_on(host_vm, tmp_path):
    r = run_vm(host_vm, compile_to(tmp_path, FILL), "--heap", "16384")
    r.assert_clean()
    assert (r.stdout, r.status) == ("[True, True, True, True]\nafter True\n", 0), r.stderr


def _float_literal(rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return repr(rng.uniform(-1000, 1000))
    if kind == 1:
        return repr(rng.random() * 10 ** rng.randint(-30, 30))
    if kind == 2:
        return repr(float(rng.randint(-10**6, 10**6)))
    return str(rng.randint(-10**20, 10**20))


def test_random_float_expressions_match_cpython(host_vm, tmp_path):
    rng = random.Random(4321)
    lines, want = [], []
    for _ in range(400):
        a, b = _float_literal(rng), _float_literal(rng)
        op = rng.choice(["+", "-", "*", "/", "//", "%", "<", "==", "**"])
        if op == "**":
            b = str(rng.randint(-8, 8))
            av = float(a)
            if av == int(av) and int(b) > 0 and abs(int(av) ** int(b)).bit_length() > 53:
                continue  # an exact tie may be rounded either way by the C library's pow
        try:
            w = repr(eval(f"({a}) {op} ({b})"))
        except (ZeroDivisionError, OverflowError):
            continue
        lines.append(f"a = {a}\nb = {b}\nprint(repr(a {op} b))")
        want.append(w)
    for _ in range(100):
        x = rng.random() * 10 ** rng.randint(-20, 20) * rng.choice([1, -1])
        nd = rng.randint(-3, 6)
        lines.append(f"x = {x!r}\nprint(repr(x), str(float(repr(x))), round(x, {nd}), int(x), hash(x) == hash(float(repr(x))))")
        want.append(f"{x!r} {float(repr(x))} {round(x, nd)} {int(x)} True")
    r = run_vm(host_vm, compile_to(tmp_path, "\n".join(lines) + "\n"), "--heap", "65536")
    r.assert_clean()
    assert r.status == 0, r.stderr
    for line, g, w in zip(lines, r.stdout.splitlines(), want, strict=True):
        assert g == w, line


def test_random_big_int_and_float_arithmetic_on_the_board(run_on_board):
    """The same kind of seeded differential test on the emulated board (16 KB)."""
    rng = random.Random(99)
    lines, want = [], []
    for _ in range(120):
        if rng.random() < 0.5:
            a, b = rng.randint(-10**25, 10**25), rng.randint(-10**12, 10**12) or 7
            op = rng.choice(["+", "-", "*", "//", "%", "/", "<"])
        else:
            a, b = _float_literal(rng), _float_literal(rng)
            op = rng.choice(["+", "-", "*", "/", "%", ">="])
        try:
            w = repr(eval(f"({a}) {op} ({b})"))
        except (ZeroDivisionError, OverflowError):
            continue
        lines.append(f"print(repr(({a}) {op} (b)))".replace("(b)", f"(B{len(lines)})"))
        lines[-1] = f"B{len(lines) - 1} = {b}\n" + lines[-1]
        want.append(w)
    r = run_on_board("\n".join(lines) + "\n", timeout=120)
    assert r.status == 0, r.stderr
    for line, g, w in zip(lines, r.stdout.splitlines(), want, strict=True):
        assert g == w, line
