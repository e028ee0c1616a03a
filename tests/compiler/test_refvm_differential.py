"""Compiled programs run on the reference interpreter (refvm.py) behave as under CPython:
the language suite's scripts and random expressions. This checks the bytecode shapes and the
constant folding semantically, independently of the C VM."""

from __future__ import annotations

import contextlib
import io
import random
import sys
import warnings
from pathlib import Path

import pytest
from refvm import RefVM
from test_fuzz_compiler import SubsetGen
from wispy.compiler import compile_source

LANG = Path(__file__).resolve().parent.parent / "lang"
SCRIPTS = sorted(p for p in LANG.rglob("*.py") if p.name != "test_lang.py" and not p.name.startswith("_"))


def run_cpython(src: str) -> tuple[str, str | None]:
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            exec(compile(src, "t.py", "exec"), {"__name__": "__main__"})  # noqa: S102 - the oracle
    except Exception as e:  # noqa: BLE001 - the exception is the result
        return out.getvalue(), type(e).__name__
    return out.getvalue(), None


def run_ref(src: str) -> tuple[str, str | None]:
    out = io.StringIO()

    def capture(*args, sep=" ", end="\n"):
        print(*args, sep=sep, end=end, file=out)

    try:
        RefVM(compile_source(src, "t.py"), print_fn=capture).main()
    except Exception as e:  # noqa: BLE001
        return out.getvalue(), type(e).__name__
    return out.getvalue(), None


@pytest.mark.parametrize("script", SCRIPTS, ids=[str(p.relative_to(LANG)) for p in SCRIPTS])
def test_language_suite_on_reference_vm(script):
    src = script.read_text()
    if src.startswith("# wispy: skip"):
        pytest.skip("skipped in the language suite")
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20000))
    try:
        assert run_ref(src) == run_cpython(src)
    finally:
        sys.setrecursionlimit(limit)


@pytest.mark.parametrize("seed", range(400))
def test_random_expressions_match_cpython(seed):
    gen = SubsetGen(seed)
    r = random.Random(seed)
    lines = ["a = 3", "b = -7", "c = 'ab'", "n = 2**40", "total = [1, 2]"]
    lines += [f"print({gen.expr()})" for _ in range(r.randint(1, 6))]
    src = "\n".join(lines) + "\n"
    expected = run_cpython(src)
    if expected[1] == "SyntaxError" or "0x" in expected[0] or "function print" in expected[0]:
        pytest.skip("not valid Python, or prints an address")
    assert run_ref(src) == expected, src


PROGRAMS = [
    "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nprint(fib(15))\n",
    "a, b = 0, 1\nwhile a < 1000:\n    a, b = b, a + b\nelse:\n    print('done', a)\n",
    "for i in range(10):\n    if i % 2:\n        continue\n    if i > 6:\n        break\n    print(i)\nelse:\n    print('no')\n",
    "t = 0\nfor i in range(5):\n    for j in range(5):\n        if j > i:\n            break\n        t += i * j\nprint(t)\n",
    "def f(x):\n    return 1 < x <= 3 < x * 2\nprint([f(i) for i in ()] if 0 else (f(0), f(2), f(3), f(4)))\n".replace(
        "[f(i) for i in ()] if 0 else ", ""),
    "x = 5\ndef g():\n    global x\n    x += 1\n    return x\nprint(g(), g(), x)\n",
    "def h(a, b):\n    return a or b, a and b, not a\nprint(h(0, 2), h('', 'x'), h(3, None))\n",
    "l = [1, 2]\nl.append(3)\nprint(l, l[2], (4, 5)[1], 'abc'[1])\n",
    "def outer():\n    def inner(v):\n        return v * 2\n    return inner\nprint(outer()(21))\n",
    "i = 0\nwhile True:\n    i += 1\n    if i == 5:\n        break\nprint(i)\n",
    "print(2**100, -2**64, 10**20 // 7, 1 << 31, -(1 << 30), 1073741823 + 1)\n",
    "print(1, 2, sep='-', end='!\\n')\nprint(end='')\nprint('x', sep='')\n",
    "def f():\n    print(v)\n    v = 1\nf()\n",
    "assert 1 < 2, 'fine'\nassert 2 < 1, 'bad'\n",
    "def f(n):\n    for i in range(n):\n        if i == 3:\n            return i\n    return -1\nprint(f(10), f(2))\n",
    "x = 1\ndel x\nprint(x)\n",
    "l = [0, 1, 2]\nl[1] = 5\nl[2] += 10\ni = 0\nl[i] -= 1\nprint(l)\n",
    "def f(l):\n    for i in range(len(l)):\n        l[i] = l[i] * l[i]\n    return l\nprint(f([1, 2, 3]))\n",
    "t = (1, 2)\nt[0] = 3\n",
    "s = 0\nfor c in 'hello':\n    s += len(c)\nprint(s, 'l' in 'hello', 'z' not in 'hello', None is None)\n",
]


@pytest.mark.parametrize("src", PROGRAMS)
def test_programs_match_cpython(src):
    assert run_ref(src) == run_cpython(src)


def test_interactive_display_on_reference_vm():
    out = io.StringIO()

    def capture(*args, sep=" ", end="\n"):
        print(*args, sep=sep, end=end, file=out)

    src = "x = 'a'\nx\nNone\n1 + 2\nprint('p')\ndef f():\n    3\nf()\n"
    vm = RefVM(compile_source(src, "<stdin>", interactive=True), print_fn=capture)
    vm.main()
    assert out.getvalue() == "'a'\n3\np\n"
    assert vm.globals["_"] == 3
