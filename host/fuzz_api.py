"""The API fuzzer: programs generated from the declarations (firmware/defs/wispy.toml's
built-in functions, builtins.toml's methods, the operators) that call each with arguments of
every type, run on the sanitized host VM and compared with CPython (`python -m wispy.fuzz api`).

A call prints the name of the exception it raised, or of its result's type: a run agrees with
CPython when the lines are the same. A disagreement is counted by what was called (the
documented ones are listed in docs/language.md, "Where wispy differs"); a sanitizer report or
a signal is a fault, never allowed.
"""

from __future__ import annotations

import contextlib
import io
import random
import signal
import warnings

from wispy.gen import defs

# Values of every type: small and huge ints, floats, strs, bytes, empty, large and recursive
# containers, callables, classes, instances, generators. `rl` is a list that holds itself.
VALUES = [
    "None", "True", "0", "-1", "7", "2**100", "-2**70", "1.5", "-0.0", "float('inf')", "float('nan')",
    "''", "'ab'", "'x' * 300", "b''", "b'ab'", "bytearray(b'xy')", "[]", "[3, 1, 2]", "list(range(200))",
    "()", "(1, 'a')", "{}", "{1: 2, 'k': 'v'}", "set()", "{1, 2}", "frozenset({3})", "range(5)", "rl",
    "rd", "len", "lambda *a, **k: a", "C", "C()", "(x for x in range(3))", "deque([1])", "object()",
    "ValueError('v')", "ValueError", "str", "int", "slice(1, 2)", "NotImplemented",
    "array('h', [1, -2])", "memoryview(bytearray(b'ab'))", "memoryview(b'xyz')[1:]",
]
PRELUDE = """\
from collections import deque
from array import array
class C:
    def __repr__(self):
        return 'C()'
rl = [1]
rl.append(rl)
rd = {}
rd['self'] = rd
def t(i, f):
    try:
        r = f()
        print(i, type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__)
"""
# not called: input() reads stdin; id() and hash() of objects differ by design (addresses)
SKIP_FUNCTIONS = {"input", "id", "hash", "print", "vars", "dir"}
BINARY = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<", "<=", "==", "!=", ">", ">=", "in"]
TYPE_OF = {"deque": "deque", "generator": "type(x for x in ())"}


def _args(rng: random.Random, lo: int, hi: int) -> list[str]:
    n = rng.randint(max(0, lo - 1), min(hi, lo + 2) + 1)
    return [rng.choice(VALUES) for _ in range(n)]


def gen_call(rng: random.Random) -> tuple[str, str]:
    """One call, as (what is called, the expression): a built-in function, a method (through
    its type or an instance), an operator."""
    r = rng.random()
    if r < 0.25:
        fn = rng.choice([f for f in defs.BUILTIN_FUNCTIONS + defs.BUILTIN_TYPES if f not in SKIP_FUNCTIONS])
        args = _args(rng, 0, 3)
        if rng.random() < 0.1:
            args.append(f"{rng.choice(['key', 'zzz', 'default', 'sep', 'base'])}={rng.choice(VALUES)}")
        return fn + "()", f"{fn}({', '.join(args)})"
    if r < 0.8:
        t = rng.choice(list(defs.BUILTIN_METHODS))
        name = rng.choice([m for m in defs.BUILTIN_METHODS[t] if not m.startswith(" ")])
        spec = defs.BUILTIN_METHODS[t][name]
        hi = spec["max"] if spec["max"] != defs.ARGS_MANY else 3
        args = _args(rng, spec["min"], hi)
        if rng.random() < 0.15:
            kws = spec["keywords"] or ["zzz"]
            args.append(f"{rng.choice(kws + ['zzz'])}={rng.choice(VALUES)}")
        self_ = rng.choice(VALUES)
        if rng.random() < 0.5:  # through the type: self is whatever comes first
            return f"{t}.{name}()", f"{TYPE_OF.get(t, t)}.{name}({', '.join([self_, *args])})"
        return f"x.{name}()", f"({self_}).{name}({', '.join(args)})"
    a, b = rng.choice(VALUES), rng.choice(VALUES)
    if r < 0.9:
        op = rng.choice(BINARY)
        if op in ("**", "<<") and "2**" in b:
            op = "+"  # 7 ** 2**100 runs CPython out of memory and time (pow() has the alarm)
        return op, f"({a}) {op} ({b})"
    return rng.choice([("x[i]", f"({a})[{b}]"), ("-x", f"-({a})"), ("~x", f"~({a})"), ("x[i:j]", f"({a})[{b}:{b}]"),
                       ("sorted()", f"sorted([{a}, {b}])"), ("[*x]", f"[*({a})]"), ("{**x}", f"{{**({a})}}")])


def gen_program(rng: random.Random, calls: int = 12) -> tuple[str, list[str]]:
    """A program of `calls` calls, and what each calls."""
    made = [gen_call(rng) for _ in range(calls)]
    return PRELUDE + "".join(f"t({i}, lambda: {e})\n" for i, (_, e) in enumerate(made)), [w for w, _ in made]


def run_cpython(src: str) -> str:
    """CPython's output for a program, in this process (no start-up per program)."""
    out = io.StringIO()

    def too_long(signum, frame):
        raise TimeoutError("CPython ran past the API fuzzer's limit")

    old = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(5)  # CPython's big-int loops check for signals
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "perhaps you missed a comma?": the calls are meant
        try:
            exec(compile(src, "api.py", "exec"), {"__name__": "__main__"})
        except BaseException as e:  # noqa: BLE001 - the program's own failure is its output
            print("uncaught", type(e).__name__)
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
    return out.getvalue()


def disagreements(whats: list[str], ours: str, theirs: str) -> list[tuple[str, str, str]]:
    """(what was called, wispy's line, CPython's) for each call whose lines differ."""
    def lines(text: str) -> dict[str, str]:
        return dict(ln.split(" ", 1) for ln in text.splitlines() if " " in ln and ln.split(" ", 1)[0].isdigit())

    a, b = lines(ours), lines(theirs)
    return [(w, str(a.get(str(i))), str(b.get(str(i)))) for i, w in enumerate(whats) if a.get(str(i)) != b.get(str(i))]


def api_campaign(vm, count: int, seed: int, chunk: int = 500):
    from wispy.compiler import compile_source
    from wispy.compiler.errors import CompileError
    from wispy.fuzz import Counts, Result, batch, progress

    rng = random.Random(seed)
    out = Counts()
    done = 0
    while done < count:
        n = min(chunk, count - done)
        made, imgs = [], []
        for _ in range(n):
            src, whats = gen_program(rng)
            try:
                imgs.append(compile_source(src, "api.py"))
                made.append((src, whats))
            except CompileError as e:  # a clear, located refusal is the compiler's right answer
                out.kinds[f"compile error: {str(e).split('error: ', 1)[-1][:60]}"] += 1
            except Exception as e:  # noqa: BLE001 - a traceback at the user: the compiler's fault
                out.kinds["FAULT"] += 1
                out.faults.append((seed, done, src, Result(-1, b"", f"compiler: {e!r}".encode())))
        srcs = [m[0] for m in made]
        for i, r in enumerate(batch(vm, imgs, timeout=20)):
            if r.fault:
                out.kinds["FAULT"] += 1
                out.faults.append((seed, done + i, srcs[i], r))
                continue
            diffs = disagreements(made[i][1], r.stdout.decode("utf-8", "replace"), run_cpython(srcs[i]))
            out.kinds["programs agreeing with CPython" if not diffs else "programs with a disagreement"] += 1
            for what, ours, theirs in diffs:
                out.kinds[f"  disagreement {what}: wispy {ours}, CPython {theirs}"] += 1
        out.runs += n
        done += n
        progress(f"api seed {seed}: {done}/{count}, {len(out.faults)} faults")
    return out
