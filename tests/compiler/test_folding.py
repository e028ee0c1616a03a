"""Constant folding: literal arithmetic folded exactly as CPython computes it, and never an
operation that raises, makes a float or a large value."""

from __future__ import annotations

import pytest
from compiler_helpers import ops


def value_ops(expr: str) -> list[str]:
    return ops(f"r = {expr}")[:-2]  # STORE_GLOBAL r; RETURN_NONE


@pytest.mark.parametrize(
    "expr",
    ["1 + 2 * 3", "7 // 2", "-7 // 2", "-7 % 3", "7 % -3", "2 ** 10", "(-2) ** 3", "1 << 20",
     "-1 >> 3", "6 & 3", "6 | 3", "6 ^ 3", "~5", "-(-5)", "+7", "True + True", "-True",
     "~False", "(1 << 29) * 2 - 1", "0 ** 0", "5 - 10", "3 * -4"],
)
def test_int_folding_matches_cpython(expr):
    value = eval(expr)
    assert value_ops(expr) == [f"LOAD_INT {value}"]


def test_bool_results_stay_bool():
    assert value_ops("True & True") == ["LOAD_TRUE"]
    assert value_ops("not 0") == ["LOAD_TRUE"]
    assert value_ops("not 'x'") == ["LOAD_FALSE"]
    assert value_ops("not None") == ["LOAD_TRUE"]


def test_big_results_become_bigint_constants():
    assert value_ops("2 ** 100") == [f"LOAD_CONST bigint:{2**100}"]
    assert value_ops("-2 ** 64") == [f"LOAD_CONST bigint:{-(2**64)}"]
    assert value_ops("1 << 40") == [f"LOAD_CONST bigint:{1 << 40}"]


def test_string_folding():
    assert value_ops("'ab' + 'cd'") == ["LOAD_STR abcd"]
    assert value_ops("'-' * 3") == ["LOAD_STR ---"]
    assert value_ops("2 * 'x'") == ["LOAD_STR xx"]
    assert value_ops("'x' * -1") == ["LOAD_STR "]


@pytest.mark.parametrize(
    "expr",
    ["1 // 0", "1 % 0", "1 / 2", "4 / 2", "2 ** -1", "1 << -1", "1 >> -1", "'a' + 1",
     "1 + 'a'", "'a' - 'b'", "None + 1", "2 ** 200", "1 << 300", "'x' * 1000", "'a' * 'b'",
     "'ab' * (1 << 40)", "-'a'", "~'a'"],
)
def test_not_folded(expr):
    code = value_ops(expr)
    assert code[-1].startswith(("BINARY_OP", "UNARY_OP")), code


def test_folding_inside_larger_expressions():
    assert ops("r = x + (2 * 3)")[:3] == ["LOAD_GLOBAL x", "LOAD_INT 6", "BINARY_OP ADD"]
    # not folded: x + 2 + 3 is (x + 2) + 3
    assert ops("r = x + 2 + 3")[:5] == [
        "LOAD_GLOBAL x", "LOAD_INT 2", "BINARY_OP ADD", "LOAD_INT 3", "BINARY_OP ADD",
    ]


def test_constant_conditions_drop_dead_branches():
    assert ops("if 0:\n    f()\nelse:\n    g()\n") == [
        "LOAD_GLOBAL g", "CALL_FUNCTION 0", "POP_TOP", "RETURN_NONE",
    ]
    assert ops("while 0:\n    f()\n") == ["RETURN_NONE"]
    assert ops("r = 1 if 2 - 2 else 3") == ["LOAD_INT 3", "STORE_GLOBAL r", "RETURN_NONE"]
    assert ops("if not 1 and x:\n    f()\n") == ["RETURN_NONE"]


def test_code_after_return_is_dropped():
    assert ops("def f():\n    return 1\n    g()\n", "f") == ["LOAD_INT 1", "RETURN_VALUE"]
