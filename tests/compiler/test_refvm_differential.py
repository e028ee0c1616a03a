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
from refvm import OutOfBudget, RefVM, UnsupportedOpcode
from test_fuzz_compiler import SubsetGen
from wispy.compiler import compile_source

LANG = Path(__file__).resolve().parent.parent / "lang"


def _in_program_folder(p):
    """A module of a multi-file program (a folder with a main.py), not a script of its own."""
    return any((d / "main.py").exists() and p != d / "main.py" for d in p.parents if LANG in d.parents)


SCRIPTS = sorted(
    p for p in LANG.rglob("*.py")
    if p.parent != LANG and not p.name.startswith("_") and not _in_program_folder(p)  # scripts live in area folders
)


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


# The scripts the reference VM cannot run yet (refvm_unmodelled.txt, with what each lacks):
# only these skip; any other that meets an unmodelled opcode fails.
UNMODELLED = {
    line.split("#")[0].strip()
    for line in (Path(__file__).parent / "refvm_unmodelled.txt").read_text().splitlines()
    if line.split("#")[0].strip()
}


@pytest.mark.parametrize("script", SCRIPTS, ids=[str(p.relative_to(LANG)) for p in SCRIPTS])
def test_language_suite_on_reference_vm(script):
    name = str(script.relative_to(LANG))
    src = script.read_text()
    if src.startswith("# wispy: skip"):
        pytest.skip("skipped in the language suite")
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20000))
    try:
        try:
            ref = run_ref(src)
        except UnsupportedOpcode as e:
            if name not in UNMODELLED:
                pytest.fail(f"the reference VM does not model {e}, and {name} is not in refvm_unmodelled.txt")
            pytest.skip(f"the reference VM does not model {e}")
        assert name not in UNMODELLED, f"{name} runs on the reference VM now: take it off refvm_unmodelled.txt"
        assert ref == run_cpython(src)
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


class _LineBudget(Exception):
    pass


def run_cpython_bounded(src: str, lines: int) -> tuple[str, str | None] | None:
    """CPython's result, or None if the program runs more than `lines` line events."""
    out = io.StringIO()
    left = [lines]

    def tracer(frame, event, arg):
        if event == "line":
            left[0] -= 1
            if left[0] < 0:
                raise _LineBudget
        return tracer

    old = sys.gettrace()
    try:
        with contextlib.redirect_stdout(out), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(src, "t.py", "exec")
            sys.settrace(tracer)
            try:
                exec(code, {"__name__": "__main__"})  # noqa: S102 - the oracle
            finally:
                sys.settrace(old)
    except _LineBudget:
        return None
    except Exception as e:  # noqa: BLE001
        return out.getvalue(), type(e).__name__
    return out.getvalue(), None


class TameGen:
    """Random well-typed programs (ints, bools, strings for print) whose control flow is
    rich (nested loops with break/continue/else, functions, globals, chained comparisons),
    so that most of them run to the end."""

    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.funcs: list[str] = []
        self.n = 0

    def var(self, local: list[str]) -> str:
        return self.r.choice(["a", "b", "c", *local])

    def expr(self, local: list[str], d: int = 0) -> str:
        r = self.r
        if d > 2 or r.random() < 0.25:
            return r.choice([str(r.randint(-9, 20)), self.var(local), self.var(local)])
        def e():
            return self.expr(local, d + 1)

        k = r.randrange(12)
        if k == 0:
            return f"({e()} {r.choice(['+', '-', '*', '&', '|', '^'])} {e()})"
        if k == 1:
            return f"({e()} {r.choice(['//', '%'])} {r.choice([1, 2, 3, 7, -4])})"
        if k == 2:
            return f"({e()} {r.choice(['<<', '>>'])} {r.randint(0, 3)})"
        if k == 3:
            return f"(-{e()})"
        if k == 4:
            return f"({e()} if {self.cond(local, d + 1)} else {e()})"
        if k == 5:
            return f"abs({e()})"
        if k == 6:
            return f"{r.choice(['min', 'max'])}({e()}, {e()})"
        if k == 7 and self.funcs:
            return f"{r.choice(self.funcs)}({e()}, {e()})"
        if k == 8:
            return f"({self.cond(local, d + 1)} {r.choice(['and', 'or'])} {e()})"
        if k == 9:
            return f"[{e()}, {e()}, {e()}][{r.randint(-3, 2)}]"
        if k == 10:
            return f"len([{e()}, {e()}])"
        return e()

    def cond(self, local: list[str], d: int = 0) -> str:
        r = self.r
        ops = ["<", "<=", "==", "!=", ">", ">="]
        k = r.randrange(5)
        if k == 0:
            return f"{self.expr(local, d + 1)} {r.choice(ops)} {self.expr(local, d + 1)}"
        if k == 1:
            return " ".join([self.expr(local, d + 1), r.choice(ops), self.expr(local, d + 1), r.choice(ops),
                             self.expr(local, d + 1)])
        if k == 2:
            return f"not {self.cond(local, d + 1)}" if d < 3 else "True"
        if k == 3 and d < 3:
            return f"({self.cond(local, d + 1)} {r.choice(['and', 'or'])} {self.cond(local, d + 1)})"
        return self.expr(local, d + 1)

    def block(self, ind: str, local: list[str], loop: bool, d: int) -> list[str]:
        out = []
        for _ in range(self.r.randint(1, 3)):
            out += self.stmt(ind, local, loop, d)
        return out

    def stmt(self, ind: str, local: list[str], loop: bool, d: int) -> list[str]:
        r = self.r
        inner = ind + "    "
        k = r.randrange(10 if d < 3 else 4)
        if k == 0:
            return [f"{ind}{self.var(local)} = ({self.expr(local)}) % 1000"]
        if k == 1:
            return [f"{ind}{self.var(local)} {r.choice(['+=', '-=', '*=', '^='])} {self.expr(local)}",
                    f"{ind}{self.var(local)} = {self.var(local)} % 997"]
        if k == 2:
            return [f"{ind}print({self.expr(local)}, {self.cond(local)}, sep={r.choice(['-', ' '])!r})"]
        if k == 3 and loop:
            return [f"{ind}if {self.cond(local)}:", f"{inner}{r.choice(['break', 'continue'])}"]
        if k in (4, 5):
            out = [f"{ind}if {self.cond(local)}:", *self.block(inner, local, loop, d + 1)]
            if r.random() < 0.5:
                out += [f"{ind}elif {self.cond(local)}:", *self.block(inner, local, loop, d + 1)]
            if r.random() < 0.5:
                out += [f"{ind}else:", *self.block(inner, local, loop, d + 1)]
            return out
        if k == 6:
            v = f"i{d}"
            out = [f"{ind}for {v} in range({r.randint(0, 4)}):", *self.block(inner, [*local, v], True, d + 1)]
            if r.random() < 0.4:
                out += [f"{ind}else:", *self.block(inner, local, loop, d + 1)]
            return out
        if k == 7:
            v = f"w{d}"
            out = [f"{ind}{v} = 0", f"{ind}while {v} < {r.randint(0, 4)}:", f"{inner}{v} += 1",
                   *self.block(inner, [*local, v], True, d + 1)]
            if r.random() < 0.4:
                out += [f"{ind}else:", *self.block(inner, local, loop, d + 1)]
            return out
        if k == 8 and not local and d == 0:
            name = f"f{len(self.funcs)}"
            body = [f"{inner}global a"] if r.random() < 0.5 else []
            body += self.block(inner, ["p", "q"], False, d + 1)
            body.append(f"{inner}return {self.expr(['p', 'q'])}")
            self.funcs.append(name)
            return [f"{ind}def {name}(p, q):", *body]
        if k == 9:
            return [f"{ind}a, b = b, {self.expr(local)} % 100"]
        return [f"{ind}c = {self.expr(local)} % 100"]

    def program(self) -> str:
        lines = ["a = 3", "b = -7", "c = 11"]
        for _ in range(self.r.randint(3, 8)):
            lines += self.stmt("", [], False, 0)
        lines.append("print(a, b, c)")
        return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(300))
def test_random_programs_match_cpython(seed):
    """Random programs of the subset (loops, break/continue/else, functions, globals)."""
    src = TameGen(seed).program()
    expected = run_cpython_bounded(src, 5000)
    if expected is None:
        pytest.skip("runs too long")
    out = io.StringIO()

    def capture(*args, sep=" ", end="\n"):
        print(*args, sep=sep, end=end, file=out)

    try:
        RefVM(compile_source(src, "t.py"), print_fn=capture, budget=200_000).main()
        got = out.getvalue(), None
    except OutOfBudget:
        pytest.fail("the reference VM ran far longer than CPython")
    except Exception as e:  # noqa: BLE001
        got = out.getvalue(), type(e).__name__
    assert got == expected, src
