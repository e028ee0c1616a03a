"""Scripts run on the host build of the core print what CPython prints, with or without a
collection at every allocation; run-time errors give CPython's traceback and status."""

from __future__ import annotations

import pytest
from scripts import ALL, ERRORS


@pytest.mark.parametrize("name", sorted(ALL))
def test_same_output_as_cpython(name, wispy, cpython):
    want = cpython(ALL[name])
    assert want.status == 0, want.stderr
    got = wispy(ALL[name])
    assert (got.stdout, got.stderr, got.status) == (want.stdout, "", 0)


@pytest.mark.parametrize("name", sorted(ALL))
def test_collecting_at_every_allocation_changes_nothing(name, wispy):
    plain = wispy(ALL[name])
    every = wispy(ALL[name], "--gc-every-alloc")
    assert (every.stdout, every.stderr, every.status) == (plain.stdout, plain.stderr, plain.status)
    assert every.stats["collections"] >= every.stats["allocs"] > 0


@pytest.mark.parametrize("name", sorted(set(ERRORS) - {"recursion"}))
def test_errors_match_cpython(name, wispy, cpython):
    want = cpython(ERRORS[name])
    got = wispy(ERRORS[name])
    assert want.status == 1
    assert (got.stdout, got.stderr, got.status) == (want.stdout, want.stderr, 1)


def test_runaway_recursion_is_a_recursion_error(wispy):
    got = wispy(ERRORS["recursion"])
    lines = got.stderr.splitlines()
    assert got.status == 1
    assert lines[:5] == [
        "Traceback (most recent call last):",
        '  File "t.py", line 3, in <module>',
        '  File "t.py", line 2, in f',
        '  File "t.py", line 2, in f',
        '  File "t.py", line 2, in f',
    ]
    assert lines[5].startswith("  [Previous line repeated ") and lines[5].endswith(" more times]")
    assert lines[6:] == ["RecursionError: maximum recursion depth exceeded"]


def test_true_division_makes_a_float(wispy):
    got = wispy("print(7 // 2)\nprint(7 / 2)\n")
    assert got.stdout == "3\n3.5\n"
    assert got.status == 0


def test_system_exit_sets_the_status(wispy):
    got = wispy("print('a')\nraise SystemExit(3)\n")
    assert (got.stdout, got.stderr, got.status) == ("a\n", "", 3)


def test_unbound_local(wispy):
    got = wispy("def f():\n    x = x + 1\nf()\n")
    assert got.status == 1
    assert got.stderr.startswith(
        'Traceback (most recent call last):\n  File "t.py", line 3, in <module>\n  File "t.py", line 2, in f\n'
    )
    assert got.stderr.splitlines()[-1].startswith(
        "UnboundLocalError: cannot access local variable "
    )


def test_a_method_frame_is_named_plainly(wispy):
    """Tracebacks print a method's name (as CPython: "in m"); its qualified name "C.D.m"
    (owner "C.D", name "m") is for reprs, argument errors and __qualname__."""
    got = wispy("class C:\n    class D:\n        def m(self):\n            1 / 0\nC.D().m()\n")
    assert got.status == 1
    assert got.stderr.splitlines() == [
        "Traceback (most recent call last):",
        '  File "t.py", line 5, in <module>',
        '  File "t.py", line 4, in m',
        "ZeroDivisionError: division by zero",
    ]


def test_every_builtin_qstr_has_its_text(wispy):
    """Each string constant that is a builtin qstr's text is that qstr (no copy in the
    image), so printing it reads qstr_text (qstrs.h: literals, references, the offsets every
    QSTR_TEXT_MARK_EVERY names); it equals and hashes as the same text made at run time."""
    from wispy.generate import all_qstrs, load, more_qstrs

    defs = load()
    texts = [*all_qstrs(defs), *more_qstrs(defs)]
    parts = ", ".join(repr(texts[i : i + 100]) for i in range(0, len(texts), 100))  # a stack of 255 at most
    script = (
        f"for part in ({parts}):\n    for s in part:\n        t = ''.join(list(s))\n"
        "        print(len(s), s == t, hash(s) == hash(t), s)\n"
    )
    got = wispy(script)
    got.assert_clean()
    assert got.stdout == "".join(f"{len(t)} True True {t}\n" for t in texts)
