"""Virtual time comes from executed instructions: the same script gives byte-identical output
at identical virtual time, run after run."""

from __future__ import annotations

from boardrun import run_image

SRC = """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
for i in range(18):
    print(i, fib(i), 3 ** (i * 5))
"""


def test_two_runs_are_identical(firmware):
    from wispy.compiler import compile_source

    image = compile_source(SRC, "det.py")
    a = run_image(firmware, image)
    b = run_image(firmware, image)
    assert a.status == 0 and a.stdout.count("\n") == 18
    assert a.stdout == b.stdout
    assert a.instructions == b.instructions
    assert a.virtual_time == b.virtual_time
    assert a.heap == b.heap
