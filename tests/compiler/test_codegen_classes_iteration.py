"""Opcode-level shapes of classes, generators, comprehensions, unpacking, slices and
f-strings (host/compiler/classes.py, host/compiler/itergen.py)."""

from __future__ import annotations

from compiler_helpers import code_of, ops

END = ["RETURN_NONE"]


def test_class_statement_calls_its_body_with_the_bases():
    assert ops("class C(B):\n    pass\n") == [
        "MAKE_FUNCTION 1", "LOAD_GLOBAL B", "CALL_FUNCTION 1", "STORE_GLOBAL C", *END,
    ]


def test_class_body_builds_the_class_with_the_inferred_layout():
    src = "class C(B):\n    k = 1\n    def __init__(self):\n        self.a = 1\n        self.b = 2\n"
    assert ops(src, name="C") == [
        "LOAD_INT 1", "STORE_FAST 1", "MAKE_FUNCTION 1", "STORE_FAST 2",
        "LOAD_STR k", "LOAD_FAST 1", "LOAD_STR __init__", "LOAD_FAST 2", "BUILD_TUPLE 4",
        "LOAD_STR C", "LOAD_STR a", "LOAD_STR b", "LOAD_FAST 0", "BUILD_CLASS 1 2", "RETURN_VALUE",
    ]


def test_zero_argument_super_uses_the_class_cell():
    src = "class C(B):\n    def f(self):\n        return super().f()\n"
    body = ops(src, name="C")
    assert body[0] == "MAKE_CELL 1"
    assert body[-3:] == ["DUP_TOP", "STORE_DEREF 1", "RETURN_VALUE"]
    method = ops(src, name="C.f")
    assert method[:3] == ["LOAD_GLOBAL super", "LOAD_DEREF 1", "LOAD_FAST 0"]


def test_method_code_is_named_m_and_owned_by_its_class():
    src = "class C:\n    def m(self):\n        pass\n    class D:\n        def n(self):\n            pass\n"
    img, code = code_of(src, name="C.m")
    assert img.qstr(code.name) == "m" and img.qstr(code.owner) == "C"
    img, code = code_of(src, name="C.D.n")
    assert img.qstr(code.name) == "n" and img.qstr(code.owner) == "C.D"
    assert "C.m" not in img.strings and "C.D.n" not in img.strings
    img, code = code_of("def f():\n    def g():\n        pass\n", name="g")
    assert code.owner == 0  # a function outside a class has no owner
    assert code_of("x = 1\n")[1].owner == 0


def test_unpacking_and_starred():
    assert ops("a, (b, c) = x") == [
        "LOAD_GLOBAL x", "UNPACK_SEQUENCE 2", "STORE_GLOBAL a", "UNPACK_SEQUENCE 2",
        "STORE_GLOBAL b", "STORE_GLOBAL c", *END,
    ]
    assert ops("a, *b, c = x")[:2] == ["LOAD_GLOBAL x", "UNPACK_EX 1 1"]
    assert ops("a, b = b, a") == [
        "LOAD_GLOBAL b", "LOAD_GLOBAL a", "STORE_GLOBAL b", "STORE_GLOBAL a", *END,
    ]


def test_starred_tuple_display_is_a_list_given_to_the_tuple_type():
    # ().__class__ is tuple whatever the program calls `tuple`
    assert ops("r = (*a, x)")[:6] == [
        "BUILD_TUPLE 0", "LOAD_ATTR __class__", "BUILD_LIST 0", "LOAD_GLOBAL a", "LIST_EXTEND",
        "LOAD_GLOBAL x",
    ]
    assert ops("r = (*a, x)")[6:8] == ["LIST_APPEND 1", "CALL_FUNCTION 1"]


def test_double_star_in_dict_display_merges_into_the_built_dict():
    assert ops("r = {k: v, **m, j: w}")[:11] == [
        "LOAD_GLOBAL k", "LOAD_GLOBAL v", "BUILD_MAP 1",
        "DUP_TOP", "LOAD_METHOD  merge", "LOAD_GLOBAL m", "CALL_METHOD 1", "POP_TOP",
        "LOAD_GLOBAL j", "LOAD_GLOBAL w", "MAP_ADD 1",
    ]


def test_list_comprehension_is_inline_with_hidden_names():
    assert ops("r = [e for x in y if c]") == [
        "BUILD_LIST 0", "LOAD_GLOBAL y", "GET_ITER", "FOR_ITER ->10", "STORE_GLOBAL .0x",
        "LOAD_GLOBAL c", "POP_JUMP_IF_FALSE ->3", "LOAD_GLOBAL e", "LIST_APPEND 2", "JUMP ->3",
        "STORE_GLOBAL r", *END,
    ]


def test_nested_comprehension_appends_past_both_iterators():
    assert "LIST_APPEND 3" in ops("r = [(a, b) for a in x for b in y]")
    assert "MAP_ADD 2" in ops("r = {k: 1 for k in x}")
    assert "SET_ADD 2" in ops("r = {k for k in x}")


def test_generator_expression_is_a_generator_function_of_the_first_iterable():
    assert ops("s = sum(x for x in y)") == [
        "LOAD_GLOBAL sum", "MAKE_FUNCTION 1", "LOAD_GLOBAL y", "GET_ITER", "CALL_FUNCTION 1",
        "CALL_FUNCTION 1", "STORE_GLOBAL s", *END,
    ]
    assert ops("s = sum(x for x in y)", name="<genexpr>")[:3] == ["LOAD_FAST 0", "GET_ITER", "FOR_ITER ->8"]


def test_yield_and_generator_flag():
    img, code = code_of("def g():\n    yield 1\n", name="g")
    assert code.flags & 8
    assert ops("def g():\n    x = yield 1\n", name="g")[:3] == ["LOAD_INT 1", "YIELD_VALUE", "STORE_FAST 0"]
    yf = ops("def g():\n    yield from y\n", name="g")
    # obj_gen.c (delegate_of) knows a generator suspended in `yield from` by this shape: the
    # iterator twice on the stack at the yield, POP_TOP after it
    at = yf.index("YIELD_VALUE")
    assert yf[at - 3:at + 2] == ["GET_ITER", "DUP_TOP", yf[at - 1], "YIELD_VALUE", "POP_TOP"]
    assert yf[at - 1].startswith("FOR_ITER")


def test_slices():
    assert ops("x[1:2]")[:5] == ["LOAD_GLOBAL x", "LOAD_INT 1", "LOAD_INT 2", "BUILD_SLICE 2", "BINARY_SUBSCR"]
    assert ops("x[::-1]")[:5] == ["LOAD_GLOBAL x", "LOAD_NONE", "LOAD_NONE", "LOAD_INT -1", "BUILD_SLICE 3"]
    assert ops("del x[1:]")[-3:] == ["BUILD_SLICE 2", "DELETE_SUBSCR", *END]


def test_fstrings():
    assert ops('r = f"a{x!r:>5}"') == [
        "LOAD_STR a", "LOAD_GLOBAL x", "LOAD_STR >5", "FORMAT_VALUE 6", "BUILD_STRING 2",
        "STORE_GLOBAL r", *END,
    ]
    assert ops('r = f"{x}"') == ["LOAD_GLOBAL x", "FORMAT_VALUE 0", "STORE_GLOBAL r", *END]


def test_del_attribute():
    assert ops("del o.a") == ["LOAD_GLOBAL o", "DELETE_ATTR a", *END]
