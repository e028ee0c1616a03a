"""The C stack never overflows: C code that recurses (repr, ==, <, hash of nested containers,
isinstance with nested tuples, map of map) or re-enters the VM (__repr__, __eq__, key
functions, generators driven by str.join or list()) checks the stack pointer with
stack_check() and raises RecursionError before the stack runs into the heap.

On the emulated board the stack guard is on (Board.guard_stack: a store below the stack's
end is a firmware fault), so an overflow fails loudly instead of corrupting the heap; on the
host the VM runs under AddressSanitizer. Each line a script prints must be CPython's, or
the same label with RecursionError (the C stack is smaller than CPython's), the statements
after it still run, and the shallow cases that must fit do fit."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import compile_to, run_vm

from wispy.compiler import compile_source
from wispy.emulator import Board

PRELUDE = '''
def attempt(label, f):
    try:
        r = f()
    except RecursionError:
        r = "RecursionError"
    print(label + ":", r)


def nest(d, leaf):
    x = leaf
    for i in range(d):
        x = [x]
    return x
'''

CASES = {
    "nested_containers": '''
attempt("repr 5", lambda: repr(nest(5, 1)))
attempt("repr 120", lambda: len(repr(nest(120, 1))))
attempt("eq 5", lambda: nest(5, 1) == nest(5, 1))
a, b = nest(120, 1), nest(120, 1)
attempt("eq 120", lambda: a == b)
attempt("lt 120", lambda: a < b)
del a, b
t = 1
for i in range(120):
    t = (t, i)
attempt("hash 120", lambda: type(hash(t)).__name__)
d = {}
for i in range(120):
    d = {"k": d}
attempt("dict repr 120", lambda: len(repr(d)))
attempt("dict eq 120", lambda: d == d.copy())


def frozensets(n):
    s = frozenset()
    for i in range(n):
        s = frozenset([s, i])  # hashes s: the recursion is in the building too
    return type(hash(s)).__name__


attempt("frozenset hash 120", lambda: frozensets(120))
cls = int
for i in range(120):
    cls = (cls, str)
del t, d
attempt("isinstance 120", lambda: isinstance(1, cls))
it = [1, 2, 3]
for i in range(120):
    it = map(abs, it)
attempt("map of map 120", lambda: list(it))
print("next")
''',
    "self_repr_through_a_container": '''
class A:
    def __repr__(self):
        return "A" + repr([self])


class Node:
    def __init__(self, v, kids=()):
        self.v, self.kids = v, list(kids)

    def __repr__(self):
        return f"Node({self.v!r}, {self.kids})"


attempt("self repr", lambda: repr(A()))
attempt("node 1", lambda: repr(Node(1)))
attempt("node 2", lambda: repr(Node(1, [Node(2)])))
attempt("node 3", lambda: repr(Node(1, [Node(2, [Node(3)])])))
print("next")
''',
    "join_of_generators_in_str": '''
class Grid:
    def __init__(self):
        self.cells = [[(x * y) % 2 for x in range(6)] for y in range(6)]

    def __str__(self):
        return "\\n".join("".join("#" if c else "." for c in row) for row in self.cells)


attempt("grid", lambda: str(Grid()).count("#"))


def deep(k):
    if k == 0:
        return "x"
    return "".join(deep(k - 1) for _ in range(1)) + "x"


attempt("deep 3", lambda: deep(3))
attempt("deep 40", lambda: len(deep(40)))
attempt("list of gen of gen", lambda: list(list(y for y in range(x)) for x in range(4)))
print("next")
''',
    "sorted_with_a_key_that_sorts": '''
rows = [[3, 1, 2], [9, -8], [5, 5, 0]]
attempt("sort 1", lambda: sorted(rows, key=lambda r: sorted(r)))
attempt("sort 2", lambda: sorted(rows, key=lambda r: sorted(r, key=lambda v: sorted([v, -v]))))


def key(r, depth=60):
    return sorted(r, key=lambda v: key([v], depth - 1)) if depth else r


attempt("sort 60", lambda: sorted(rows, key=key))
attempt("max key", lambda: max(rows, key=lambda r: min(r, key=lambda v: -v)))
print("next")
''',
    "recursion_through_eq": '''
class E:
    def __eq__(self, other):
        return [self] == [other]

    __hash__ = None


class F:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n


attempt("eq loop", lambda: E() == E())
attempt("eq plain", lambda: F(1) == F(1))
attempt("list of F", lambda: [F(i) for i in range(5)] == [F(i) for i in range(5)])
attempt("in list", lambda: E() in [E()])
print("next")
''',
    # past the first level, a __repr__ run by `%`, str.format, an f-string, str() or repr()
    # is deferred: run in the loop of the level above (vm.c "deferred calls"), so the depth
    # is bounded by the heap, not the C stack; a runaway ends in RecursionError all the same
    "deferred_formatting": '''
class P:
    def __init__(self, d, how):
        self.d, self.how = d, how

    def __repr__(self):
        c = P(self.d - 1, self.how) if self.d else "leaf"
        odd = self.d % 2  # a list of the child, or the child
        if self.how == "pct":
            return "P%s" % ([c],) if odd else "P(%r)" % (c,)
        if self.how == "fmt":
            return "P{}".format([c]) if odd else "P({!r})".format(c)
        if self.how == "fstr":
            return f"P{[c]}" if odd else f"P({c!r})"
        return "P" + str([c]) if odd else "P(" + repr(c) + ")"


for how in ["pct", "fmt", "fstr", "call"]:
    for d in [2, 8]:
        attempt("%s %d" % (how, d), lambda: len(repr(P(d, how))))
    attempt("%s list 8" % how, lambda: len(str([P(8, how), (P(3, how),)])))
attempt("pct 1000", lambda: repr(P(1000, "pct")))
print("next")
''',
    "deferred_formatting_self_loop": '''
class Loop:
    def __repr__(self):
        return "L{!r}".format([self])


attempt("loop", lambda: repr(Loop()))
print("next")
''',
}

# A heavy C path (big-int and float formatting, float pow, an MRO, an exception's repr, a
# key function, big-int division, struct, str.format, hashing) run from a __repr__ at the
# bottom of d nested lists, for every d: each depth moves the heavy path a few dozen bytes
# deeper, so one of them meets the stack's end wherever it is. "join" wraps the same in a
# __str__ that joins a generator (two more nested runs).
SWEEP = '''
import struct


def mro():
    class P: pass
    class Q(P): pass
    class R(P): pass
    class S(Q, R): pass
    return "mro"


OPS = [
    lambda: "%20d|%x|%-12.5f" % (12345678901234567890, 2**70, 2.5),
    lambda: f"{2**80:>40,}{3.14159:20.10e}",
    lambda: str(2.5 ** 0.3) + str(10.0 ** -300),
    mro,
    lambda: repr(KeyError("k")),
    lambda: str(sorted([3, 1, 2], key=lambda v: -v)),
    lambda: str(divmod(7**80, 3**40)),
    lambda: str(struct.unpack("<hIf", struct.pack("<hIf", -2, 70000, 1.5))),
    lambda: "{0}{1}".format([1, 2], (3,)),
    lambda: type(hash((2**70, 1.5, ("a", 3)))).__name__,
]


class H:
    def __init__(self, k):
        self.k = k

    def __repr__(self):
        return OPS[self.k]()


class J:
    def __init__(self, v):
        self.v = v

    def __str__(self):
        return "".join(str(v) for v in [self.v])


for k in range(len(OPS)):
    for d in range(DEPTHS):
        attempt("list %d %d" % (k, d), lambda: repr(nest(d, H(k))))
        attempt("join %d %d" % (k, d), lambda: str(J(nest(d, H(k)))))
print("next")
'''


def source(name: str, deep: int = 120) -> str:
    """deep: the nesting of the deep cases, past the board's C stack (120) or the host's
    256 KB region (3000)."""
    if name == "sweep":
        return PRELUDE + SWEEP.replace("DEPTHS", "28")
    return PRELUDE + CASES[name].replace("120", str(deep))


def cpython(tmp_path, src: str) -> list[str]:
    path = tmp_path / "ref.py"
    path.write_text(src)
    p = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    return p.stdout.splitlines()


def compare(got: list[str], want: list[str]) -> int:
    """Line by line: CPython's line, or the same label with RecursionError. Returns how many
    lines were RecursionError where CPython had a result."""
    assert len(got) == len(want), "\n".join(got[-5:])
    assert got[-1] == "next"
    cut = 0
    for g, w in zip(got, want):
        if g != w:
            assert g == w.split(":")[0] + ": RecursionError", (g, w)
            cut += 1
    return cut


# Lines that must equal CPython's on the board (what fits in the C stack must work).
MUST_FIT = {
    "nested_containers": ["repr 5", "eq 5"],
    "self_repr_through_a_container": ["node 1", "node 2"],
    "join_of_generators_in_str": ["grid", "deep 3", "list of gen of gen"],
    "sorted_with_a_key_that_sorts": ["sort 1", "sort 2", "max key"],
    "recursion_through_eq": ["eq plain", "list of F"],
    "deferred_formatting": [f"{h} {d}" for h in ["pct", "fmt", "fstr", "call"] for d in [2, 8]]
    + [f"{h} list 8" for h in ["pct", "fmt", "fstr", "call"]],
    "deferred_formatting_self_loop": [],
    "sweep": [f"list {k} 0" for k in range(10)],
}


def run_guarded(firmware, src: str) -> list[str]:
    board = Board(firmware, board="microbit-v1")
    board.guard_stack()  # an overflow is a FirmwareFault, not a corrupted heap
    board.load_image(compile_source(src, "t.py"))
    out, err = bytearray(), bytearray()
    res = board.run(timeout=600, on_stdout=out.extend, on_stderr=err.extend)
    assert (res.reason, res.status, err.decode()) == ("done", 0, "")
    return out.decode().splitlines()


@pytest.mark.parametrize("name", [*CASES, "sweep"])
def test_board_c_stack_never_overflows(name, firmware, tmp_path):
    src = source(name)
    want = cpython(tmp_path, src)
    got = run_guarded(firmware, src)
    compare(got, want)
    labels = {w.split(":")[0]: w for w in want}
    for label in MUST_FIT[name]:
        assert f"{label}:" + labels[label].split(":", 1)[1] in got, label


@pytest.mark.parametrize("name", [*CASES, "sweep"])
def test_host_c_stack_never_overflows(name, host_vm, tmp_path):
    src = source(name, 3000)
    want = cpython(tmp_path, src)
    # a 1 MB heap: the host's C stack region (256 KB) is reached before the heap is full
    r = run_vm(host_vm, compile_to(tmp_path, src), "--heap", "1048576", timeout=300)
    assert r.status == 0, r.stderr
    compare(r.stdout.splitlines(), want)
