"""Code generation for exceptions and functions at the opcode level: exception tables
(zero-cost try), finally bodies copied onto each way out, `with`, closures with cells,
defaults, keyword-only and star parameters, calls with * and **, decorators."""

from __future__ import annotations

from compiler_helpers import code_of, ops
from wispy.compiler import compile_source
from wispy.image import CODE_VARARGS, CODE_VARKW, read_image, write_image

END = ["RETURN_NONE"]


def offsets(code) -> dict[int, int]:
    """bytecode offset -> instruction index"""
    return {ins.offset: i for i, ins in enumerate(code.instructions())} | {len(code.bytecode): len(code.instructions())}


def table(source: str, name: str | None = None) -> list[tuple[int, int, int, int]]:
    """The exception table with offsets turned into instruction indices."""
    _, code = code_of(source, name)
    at = offsets(code)
    return [(at[s], at[e], at[h], d) for s, e, h, d in code.handlers]


def test_no_try_no_table():
    _, code = code_of("def f(x):\n    return x + 1\nf(1)\n", "f")
    assert code.handlers == []


def test_try_except_shape_and_table():
    src = "try:\n    a()\nexcept E as e:\n    b()\n"
    got = ops(src)
    assert got[:4] == ["LOAD_GLOBAL a", "CALL_FUNCTION 0", "POP_TOP", "RETURN_NONE"]  # a JUMP to the end
    assert got[4:8] == ["PUSH_EXC_INFO", "LOAD_GLOBAL E", "CHECK_EXC_MATCH", "POP_JUMP_IF_FALSE ->19"]
    assert got[8:10] == ["DUP_TOP", "STORE_GLOBAL e"]
    assert got[13:19] == ["POP_TOP", "POP_EXCEPT", "LOAD_NONE", "STORE_GLOBAL e", "DELETE_GLOBAL e", "RETURN_NONE"]
    assert got[19:23] == ["RERAISE", "ROT_TWO", "POP_EXCEPT", "RERAISE"]
    # the body goes to the handler at depth 0; the clause (and the RERAISE) to the cleanup
    # at depth 1 (the saved exception stays below); nothing else is protected
    assert table(src) == [(0, 3, 4, 0), (4, 15, 20, 1), (19, 20, 20, 1)]


def test_finally_body_is_copied_for_the_normal_and_the_exceptional_path():
    got = ops("try:\n    a()\nfinally:\n    f()\n")
    assert got.count("LOAD_GLOBAL f") == 2
    i = got.index("PUSH_EXC_INFO")
    assert got[i:i + 5] == ["PUSH_EXC_INFO", "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", "RERAISE"]


def test_return_runs_the_finally_body_first_unprotected():
    src = "def g():\n    try:\n        return 1\n    finally:\n        f()\ng()\n"
    got = ops(src, "g")
    assert got[:5] == ["LOAD_INT 1", "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", "RETURN_VALUE"]
    # only LOAD_INT 1 is protected: the inlined finally body is outside the try
    assert table(src, "g")[0][:2] == (0, 1)


def test_break_out_of_an_except_clause_restores_the_handled_exception():
    got = ops("for x in y:\n    try:\n        a()\n    except:\n        break\n")
    i = got.index("PUSH_EXC_INFO")
    # the exception, then the saved one restored, then the iterator, then out
    assert got[i + 1:i + 5] == ["POP_TOP", "POP_EXCEPT", "POP_TOP", "RETURN_NONE"]  # out: the end


def test_return_from_an_except_clause_keeps_the_value_on_top():
    got = ops("def g():\n    try:\n        a()\n    except:\n        return 5\ng()\n", "g")
    i = got.index("LOAD_INT 5")
    assert got[i:i + 5] == ["LOAD_INT 5", "ROT_THREE", "POP_TOP", "POP_EXCEPT", "RETURN_VALUE"]


def test_with_shape():
    got = ops("with m as v:\n    b()\n")
    assert got[:9] == [
        "LOAD_GLOBAL m", "DUP_TOP", "LOAD_METHOD __exit__", "ROT_THREE", "ROT_THREE",
        "LOAD_METHOD __enter__", "CALL_METHOD 0", "STORE_GLOBAL v", "LOAD_GLOBAL b",
    ]
    assert got[11:15] == ["LOAD_NONE", "LOAD_NONE", "LOAD_NONE", "CALL_METHOD 3"]
    i = got.index("PUSH_EXC_INFO")
    assert got[i + 1] == "WITH_EXCEPT_START"
    # the body is protected at depth 2: the exit method and its self stay below
    assert table("with m as v:\n    b()\n")[0][3] == 2


def test_raise_from_and_bare_raise():
    assert ops("raise A from B") == ["LOAD_GLOBAL A", "LOAD_GLOBAL B", "RAISE_VARARGS 2"]
    assert ops("raise") == ["RAISE_VARARGS 0"]


def test_defaults_keyword_only_defaults_and_cells():
    src = "def f(a, b=1, *, c=2):\n    return a\n"
    got = ops(src)
    assert got[:5] == ["LOAD_INT 1", "BUILD_TUPLE 1", "LOAD_STR c", "LOAD_INT 2", "BUILD_TUPLE 2"]
    assert got[5].startswith("MAKE_FUNCTION_EX ") and got[5].endswith(" 3")


def test_closure_cells_and_free_variables():
    src = "def outer(x):\n    def inner():\n        return x\n    return inner\n"
    got = ops(src, "outer")
    assert got[0] == "MAKE_CELL 0"  # the parameter x becomes a cell before anything runs
    assert got[1:3] == ["LOAD_FAST 0", "BUILD_TUPLE 1"]  # the closure: the cell itself
    assert got[3].startswith("MAKE_FUNCTION_EX ") and got[3].endswith(" 4")
    assert ops(src, "inner") == ["LOAD_DEREF 0", "RETURN_VALUE"]


def test_nonlocal_stores_through_the_cell():
    src = "def o():\n    n = 0\n    def i():\n        nonlocal n\n        n += 1\n    return i\n"
    assert ops(src, "i")[:4] == ["LOAD_DEREF 0", "LOAD_INT 1", "BINARY_OP INPLACE_ADD", "STORE_DEREF 0"]


def test_parameter_slots_and_flags():
    src = "def f(a, b, *args, k, **kw):\n    x = 1\n    def g():\n        return x\n"
    img, code = code_of(src, "f")
    names = [img.qstr(q) for q in code.local_names]
    assert names == ["a", "b", "k", "args", "kw", "x", "g"]
    assert (code.n_args, code.n_kwonly) == (2, 1)
    assert code.flags & CODE_VARARGS and code.flags & CODE_VARKW
    img, inner = code_of(src, "g")
    assert [img.qstr(q) for q in inner.local_names] == ["x"]  # a free variable: the last slot


def test_call_with_star_and_double_star():
    assert ops("f(a, *b, c, **d, e=1)") == [
        "LOAD_GLOBAL f", "LOAD_GLOBAL a", "BUILD_LIST 1",
        "LOAD_GLOBAL b", "LIST_EXTEND", "LOAD_GLOBAL c", "BUILD_TUPLE 1", "LIST_EXTEND",
        "BUILD_MAP 0", "LOAD_GLOBAL d", "DICT_MERGE", "LOAD_STR e", "LOAD_INT 1", "BUILD_MAP 1", "DICT_MERGE",
        "CALL_FUNCTION_EX 1", "POP_TOP", *END,
    ]


def test_decorators_evaluated_first_applied_innermost_first():
    got = ops("@a\n@b\ndef f():\n    pass\n")
    assert got[:2] == ["LOAD_GLOBAL a", "LOAD_GLOBAL b"]
    assert got[2].startswith("MAKE_FUNCTION ")
    assert got[3:6] == ["CALL_FUNCTION 1", "CALL_FUNCTION 1", "STORE_GLOBAL f"]


def test_lambda_is_a_code_object_named_lambda():
    _, code = code_of("f = lambda x, y=2: x + y\n", "<lambda>")
    assert code.n_args == 2
    assert ops("f = lambda x, y=2: x + y\n", "<lambda>") == [
        "LOAD_FAST 0", "LOAD_FAST 1", "BINARY_OP ADD", "RETURN_VALUE",
    ]


def test_exception_table_survives_the_image_round_trip():
    data = compile_source("def f():\n    try:\n        g()\n    except:\n        pass\n", "t.py")
    img = read_image(data)
    assert write_image(img) == data
    f = next(c for c in img.consts if hasattr(c, "handlers") and img.qstr(c.name) == "f")
    assert len(f.handlers) >= 2 and all(d <= f.stack_size for *_, d in f.handlers)
