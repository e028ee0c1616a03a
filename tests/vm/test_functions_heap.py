"""Functions that cost no heap (docs/object-model.md, "Functions that cost no heap"): a def
with no defaults, keyword-only defaults or closure is an immediate word, so a program of
800 small top-level functions runs on the 16 KB board (it stopped with MemoryError at its
288th def when each function was a 24-byte heap object), and a def costs only its global."""

from __future__ import annotations

import contextlib
import io

N = 800


def program(n: int = N) -> str:
    defs = "".join(f"def g{i}(x): return x * {i} + {i} % 7\n" for i in range(n))
    calls = "".join("print(" + ", ".join(f"g{i}({i + 1})" for i in range(k, min(k + 10, n))) + ")\n"
                    for k in range(0, n, 10))
    return defs + calls


def cpython(source: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(source, {})
    return out.getvalue()


def test_800_small_functions_run_on_the_16_kb_board(run_on_board):
    from wispy.compiler import compile_source

    source = program()
    assert len(compile_source(source, "t.py")) > 30_000  # 35 KB of image
    r = run_on_board(source, timeout=60)
    assert (r.stderr, r.status) == ("", 0)
    assert r.heap["heap_bytes"] < 16 * 1024  # the default board: 16 KB of RAM
    assert r.stdout == cpython(source)  # every one of the 800 called, each result right
    assert r.stdout.count("\n") == N // 10


def heap_after(run_on_board, defs: str) -> int:
    r = run_on_board(f"import gc\n{defs}gc.collect()\nprint(gc.mem_alloc())\n")
    assert r.status == 0, r.stderr
    return int(r.stdout)


def test_a_def_costs_only_its_global(run_on_board):
    base = heap_after(run_on_board, "")
    plain = heap_after(run_on_board, "".join(f"def f{i}(x): return x + {i}\n" for i in range(200)))
    per_def = (plain - base) / 200
    assert 8 <= per_def < 10, per_def  # the dict entry (name, function): 8 B, and its growth
    # a default needs a heap function (24 B), as every function did before
    with_default = heap_after(run_on_board, "".join(f"def f{i}(x=1): return x + {i}\n" for i in range(100)))
    assert (with_default - base) / 100 >= per_def + 24


def test_a_method_a_lambda_and_a_generator_cost_no_heap_either(run_on_board):
    def cost(items: str) -> int:
        src = (
            "import gc\nclass C:\n    def m(self): return 1\n    def g(self):\n        yield 2\n"
            f"c = C()\nfs = None\ngc.collect()\nbefore = gc.mem_alloc()\nfs = [{items}]\n"
            "gc.collect()\nprint(gc.mem_alloc() - before)\n"
        )
        r = run_on_board(src)
        assert r.status == 0, r.stderr
        return int(r.stdout)

    assert cost("lambda: 3, C.m, C.g") == cost("1, 2, 3")  # the list's own bytes only
    assert cost("c.m") == cost("1") + 16  # a bound method is a heap object, as in CPython
