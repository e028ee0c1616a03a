"""Code generation at the opcode level: the shapes the VM relies on, one test per construct."""

from __future__ import annotations

from compiler_helpers import code_of, image_of, ops
from wispy.gen import defs

END = ["RETURN_NONE"]


def test_module_ends_with_return_none():
    assert ops("pass") == END
    assert ops("") == END


def test_expression_statement_pops_and_docstring_is_dropped():
    assert ops('"doc"\nf()') == ["LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", *END]


def test_for_loop_shape():
    assert ops("for x in y:\n    z\n") == [
        "LOAD_GLOBAL y", "GET_ITER",
        "FOR_ITER ->7",  # on exhaustion FOR_ITER pops the iterator and jumps
        "STORE_GLOBAL x", "LOAD_GLOBAL z", "POP_TOP",
        "JUMP ->2",
        *END,
    ]


def test_for_range_is_just_a_call():
    assert ops("for i in range(3):\n    pass\n")[:4] == [
        "LOAD_GLOBAL range", "LOAD_INT 3", "CALL_FUNCTION 1", "GET_ITER",
    ]


def test_break_in_for_pops_the_iterator_and_skips_else():
    assert ops("for x in y:\n    break\nelse:\n    e()\nz()") == [
        "LOAD_GLOBAL y", "GET_ITER", "FOR_ITER ->6", "STORE_GLOBAL x",
        "POP_TOP", "JUMP ->9",
        "LOAD_GLOBAL e", "CALL_FUNCTION 0", "POP_TOP",
        "LOAD_GLOBAL z", "CALL_FUNCTION 0", "POP_TOP", *END,
    ]


def test_continue_jumps_to_for_iter():
    code = ops("for x in y:\n    if x:\n        continue\n    f()\n")
    assert code == [
        "LOAD_GLOBAL y", "GET_ITER", "FOR_ITER ->10", "STORE_GLOBAL x",
        "LOAD_GLOBAL x", "POP_JUMP_IF_TRUE ->2",  # `if x: continue`: one inverted jump
        "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", "JUMP ->2", *END,
    ]


def test_while_tests_at_the_bottom():
    assert ops("while a:\n    f()\n") == [
        "JUMP ->4", "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP",
        "LOAD_GLOBAL a", "POP_JUMP_IF_TRUE ->1", *END,
    ]


def test_while_true_has_no_test_and_break_needs_no_pop():
    assert ops("while True:\n    if a:\n        break\n") == [
        "LOAD_GLOBAL a", "POP_JUMP_IF_FALSE ->0", *END,
    ]


def test_while_else():
    assert ops("while a:\n    f()\nelse:\n    e()\n") == [
        "JUMP ->4", "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP",
        "LOAD_GLOBAL a", "POP_JUMP_IF_TRUE ->1",
        "LOAD_GLOBAL e", "CALL_FUNCTION 0", "POP_TOP", *END,
    ]
    # `break` leaves the loop past the else: here the body is only a break
    assert ops("while a:\n    break\nelse:\n    e()\n") == [
        "LOAD_GLOBAL a", "POP_JUMP_IF_TRUE ->5", "LOAD_GLOBAL e", "CALL_FUNCTION 0", "POP_TOP", *END,
    ]


def test_chained_comparison_evaluates_middle_once():
    assert ops("r = a < b < c") == [
        "LOAD_GLOBAL a", "LOAD_GLOBAL b", "DUP_TOP", "ROT_THREE", "COMPARE_OP LT",
        "JUMP_IF_FALSE_OR_POP ->9",
        "LOAD_GLOBAL c", "COMPARE_OP LT", "JUMP ->11",
        "ROT_TWO", "POP_TOP",
        "STORE_GLOBAL r", *END,
    ]


def test_three_link_chain():
    assert ops("r = a < b <= c == d") == [
        "LOAD_GLOBAL a", "LOAD_GLOBAL b", "DUP_TOP", "ROT_THREE", "COMPARE_OP LT",
        "JUMP_IF_FALSE_OR_POP ->14",
        "LOAD_GLOBAL c", "DUP_TOP", "ROT_THREE", "COMPARE_OP LE",
        "JUMP_IF_FALSE_OR_POP ->14",
        "LOAD_GLOBAL d", "COMPARE_OP EQ", "JUMP ->16",
        "ROT_TWO", "POP_TOP",
        "STORE_GLOBAL r", *END,
    ]


def test_and_or_return_values():
    assert ops("r = a and b") == [
        "LOAD_GLOBAL a", "JUMP_IF_FALSE_OR_POP ->3", "LOAD_GLOBAL b", "STORE_GLOBAL r", *END,
    ]
    assert ops("r = a or b or c") == [
        "LOAD_GLOBAL a", "JUMP_IF_TRUE_OR_POP ->5", "LOAD_GLOBAL b", "JUMP_IF_TRUE_OR_POP ->5",
        "LOAD_GLOBAL c", "STORE_GLOBAL r", *END,
    ]


def test_and_in_condition_jumps_without_keeping_values():
    assert ops("if a and b:\n    f()\n") == [
        "LOAD_GLOBAL a", "POP_JUMP_IF_FALSE ->7", "LOAD_GLOBAL b", "POP_JUMP_IF_FALSE ->7",
        "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", *END,
    ]


def test_or_and_not_in_condition():
    assert ops("if a or not b:\n    f()\n") == [
        "LOAD_GLOBAL a", "POP_JUMP_IF_TRUE ->4", "LOAD_GLOBAL b", "POP_JUMP_IF_TRUE ->7",
        "LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", *END,
    ]


def test_if_elif_else():
    assert ops("if a:\n    x = 1\nelif b:\n    x = 2\nelse:\n    x = 3\n") == [
        # a JUMP to the end (RETURN_NONE) is the return itself
        "LOAD_GLOBAL a", "POP_JUMP_IF_FALSE ->5", "LOAD_INT 1", "STORE_GLOBAL x", *END,
        "LOAD_GLOBAL b", "POP_JUMP_IF_FALSE ->10", "LOAD_INT 2", "STORE_GLOBAL x", *END,
        "LOAD_INT 3", "STORE_GLOBAL x", *END,
    ]


def test_conditional_expression():
    assert ops("r = x if c else y") == [
        "LOAD_GLOBAL c", "POP_JUMP_IF_FALSE ->4", "LOAD_GLOBAL x", "JUMP ->5",
        "LOAD_GLOBAL y", "STORE_GLOBAL r", *END,
    ]


def test_call_with_keywords():
    assert ops("print(a, b, sep='-', end='')") == [
        "LOAD_GLOBAL print", "LOAD_GLOBAL a", "LOAD_GLOBAL b",
        "LOAD_STR sep", "LOAD_STR -", "LOAD_STR end", "LOAD_STR ",
        "CALL_FUNCTION_KW 2 2", "POP_TOP", *END,
    ]


def test_keyword_names_use_builtin_qstrs():
    img = image_of("print(1, sep='', end='')")
    assert "sep" not in img.strings and "end" not in img.strings and "" not in img.strings


def test_method_call_uses_load_method():
    assert ops("x.append(1)") == [
        "LOAD_GLOBAL x", "LOAD_METHOD append", "LOAD_INT 1", "CALL_METHOD 1", "POP_TOP", *END,
    ]


def test_function_definition_and_implicit_return():
    assert ops("def f(a):\n    g(a)\n") == ["MAKE_FUNCTION 1", "STORE_GLOBAL f", *END]
    assert ops("def f(a):\n    g(a)\n", "f") == [
        "LOAD_GLOBAL g", "LOAD_FAST 0", "CALL_FUNCTION 1", "POP_TOP", *END,
    ]
    img, f = code_of("def f(a, b):\n    c = a\n", "f")
    assert (f.n_args, f.n_locals, f.first_line, img.qstr(f.name)) == (2, 3, 1, "f")


def test_return_at_end_has_no_implicit_return():
    assert ops("def f(n):\n    return n + 1\n", "f") == [
        "LOAD_FAST 0", "LOAD_INT 1", "BINARY_OP ADD", "RETURN_VALUE",
    ]
    assert ops("def f(n):\n    if n:\n        return 1\n    else:\n        return 2\n", "f") == [
        "LOAD_FAST 0", "POP_JUMP_IF_FALSE ->4", "LOAD_INT 1", "RETURN_VALUE",
        "LOAD_INT 2", "RETURN_VALUE",
    ]


def test_bare_return_returns_none():
    assert ops("def f():\n    return\n", "f") == END


def test_return_none_is_one_opcode():
    # LOAD_NONE; RETURN_VALUE is fused, explicit or implicit, in a generator too
    assert END == ["RETURN_NONE"]
    assert ops("def f():\n    return None\n", "f") == ["RETURN_NONE"]
    assert ops("def g():\n    yield 1\n", "g") == ["LOAD_INT 1", "YIELD_VALUE", "POP_TOP", "RETURN_NONE"]
    # a JUMP to a RETURN_NONE is a RETURN_NONE (the break here)
    got = ops("def f(x):\n    while x:\n        if x > 3:\n            break\n        x -= 1\n", "f")
    assert "JUMP ->11" not in got and got.count("RETURN_NONE") == 1 and "POP_JUMP_IF_TRUE ->11" in got
    got = ops("def f(x):\n    if x:\n        x = 1\n    else:\n        x = 2\n", "f")
    assert got == ["LOAD_FAST 0", "POP_JUMP_IF_FALSE ->5", "LOAD_INT 1", "STORE_FAST 0", "RETURN_NONE",
                   "LOAD_INT 2", "STORE_FAST 0", "RETURN_NONE"]
    # not across a label: the value of the other branch reaches the RETURN_VALUE too
    got = ops("def f(x):\n    return x if x else None\n", "f")
    assert got == ["LOAD_FAST 0", "POP_JUMP_IF_FALSE ->4", "LOAD_FAST 0", "JUMP ->5", "LOAD_NONE", "RETURN_VALUE"]


def test_nested_function_is_a_local_and_the_module_is_constant_0():
    img, _ = code_of("def outer():\n    def inner():\n        return g\n    return inner\n", "outer")
    assert ops("def outer():\n    def inner():\n        return g\n    return inner\n", "outer") == [
        "MAKE_FUNCTION 1", "STORE_FAST 0", "LOAD_FAST 0", "RETURN_VALUE",
    ]
    assert img.main is img.consts[0] and img.qstr(img.main.name) == "<module>"


def test_scopes_locals_globals_and_global_declaration():
    src = "g = 1\ndef f(p):\n    global h\n    l = p\n    h = l\n    return g\n"
    assert ops(src, "f") == [
        "LOAD_FAST 0", "STORE_FAST 1", "LOAD_FAST 1", "STORE_GLOBAL h", "LOAD_GLOBAL g",
        "RETURN_VALUE",
    ]


def test_read_before_assignment_is_a_fast_load():
    # CPython raises UnboundLocalError at run time: the name is local to the whole function.
    assert ops("def f():\n    print(v)\n    v = 1\n", "f")[:2] == ["LOAD_GLOBAL print", "LOAD_FAST 0"]


def test_local_only_in_dead_branch_is_still_local():
    assert ops("def f():\n    if 0:\n        x = 1\n    return x\n", "f") == ["LOAD_FAST 0", "RETURN_VALUE"]


def test_augmented_assignment_uses_inplace_operators():
    assert ops("x += 2") == [
        "LOAD_GLOBAL x", "LOAD_INT 2", "BINARY_OP INPLACE_ADD", "STORE_GLOBAL x", *END,
    ]
    code = ops("def f(x):\n    x **= 3\n    x //= 2\n", "f")
    assert "BINARY_OP INPLACE_POW" in code and "BINARY_OP INPLACE_FLOORDIV" in code
    assert defs.INPLACE_BASE == 16


def test_multiple_targets_and_swap():
    assert ops("a = b = f()") == [
        "LOAD_GLOBAL f", "CALL_FUNCTION 0", "DUP_TOP", "STORE_GLOBAL a", "STORE_GLOBAL b", *END,
    ]
    assert ops("a, b = b, a") == [
        "LOAD_GLOBAL b", "LOAD_GLOBAL a", "STORE_GLOBAL b", "STORE_GLOBAL a", *END,
    ]


def test_all_binary_unary_and_compare_operators():
    for src, op in [("a + b", "ADD"), ("a - b", "SUB"), ("a * b", "MUL"), ("a / b", "TRUEDIV"),
                    ("a // b", "FLOORDIV"), ("a % b", "MOD"), ("a ** b", "POW"),
                    ("a << b", "LSHIFT"), ("a >> b", "RSHIFT"), ("a & b", "AND"),
                    ("a | b", "OR"), ("a ^ b", "XOR"), ("a @ b", "MATMUL")]:
        assert ops(src)[2] == f"BINARY_OP {op}", src
    for src, op in [("-a", "NEG"), ("+a", "POS"), ("~a", "INVERT"), ("not a", "NOT")]:
        assert ops(src)[1] == f"UNARY_OP {op}", src
    for src, op in [("a < b", "LT"), ("a <= b", "LE"), ("a == b", "EQ"), ("a != b", "NE"),
                    ("a > b", "GT"), ("a >= b", "GE"), ("a in b", "IN"), ("a not in b", "NOT_IN"),
                    ("a is b", "IS"), ("a is not b", "IS_NOT")]:
        assert ops(src)[2] == f"COMPARE_OP {op}", src


def test_literals():
    assert ops("f(None, True, False, 7, -3, 'hi')")[1:7] == [
        "LOAD_NONE", "LOAD_TRUE", "LOAD_FALSE", "LOAD_INT 7", "LOAD_INT -3", "LOAD_STR hi",
    ]


def test_small_int_boundaries_and_bigints():
    assert ops("f(1073741823, -1073741824)")[1:3] == ["LOAD_INT 1073741823", "LOAD_INT -1073741824"]
    assert ops("f(1073741824, -1073741825)")[1:3] == [
        "LOAD_CONST bigint:1073741824", "LOAD_CONST bigint:-1073741825",
    ]


def test_bigint_constants_are_deduplicated():
    img = image_of("a = 10**20\nb = 100000000000000000000\nc = -10**20")
    assert sorted(c for c in img.consts if isinstance(c, int)) == [-(10**20), 10**20]


def test_tuple_list_and_subscript():
    assert ops("r = (a, [1, 2])[0]") == [
        "LOAD_GLOBAL a", "LOAD_INT 1", "LOAD_INT 2", "BUILD_LIST 2", "BUILD_TUPLE 2",
        "LOAD_INT 0", "BINARY_SUBSCR", "STORE_GLOBAL r", *END,
    ]


def test_subscript_store():
    assert ops("x[i] = v") == ["LOAD_GLOBAL v", "LOAD_GLOBAL x", "LOAD_GLOBAL i", "STORE_SUBSCR", *END]


def test_augmented_subscript_and_attribute_evaluate_the_object_once():
    assert ops("x[i] += 1") == [
        "LOAD_GLOBAL x", "LOAD_GLOBAL i", "DUP_TOP_TWO", "BINARY_SUBSCR", "LOAD_INT 1",
        "BINARY_OP INPLACE_ADD", "ROT_THREE", "STORE_SUBSCR", *END,
    ]
    assert ops("o.a -= 1") == [
        "LOAD_GLOBAL o", "DUP_TOP", "LOAD_ATTR a", "LOAD_INT 1", "BINARY_OP INPLACE_SUB",
        "ROT_TWO", "STORE_ATTR a", *END,
    ]


def test_attributes():
    assert ops("o.x = o.y") == ["LOAD_GLOBAL o", "LOAD_ATTR y", "LOAD_GLOBAL o", "STORE_ATTR x", *END]


def test_del_raise_assert():
    assert ops("del x") == ["DELETE_GLOBAL x", *END]
    assert ops("def f(x):\n    del x\n", "f") == ["DELETE_FAST 0", *END]
    assert ops("raise ValueError") == ["LOAD_GLOBAL ValueError", "RAISE_VARARGS 1"]
    assert ops("assert x, 'm'") == [
        "LOAD_GLOBAL x", "POP_JUMP_IF_TRUE ->6", "LOAD_GLOBAL AssertionError", "LOAD_STR m",
        "CALL_FUNCTION 1", "RAISE_VARARGS 1", *END,
    ]


def test_dunder_name_main_uses_builtin_qstrs():
    img = image_of("if __name__ == '__main__':\n    f()\n")
    assert ops("if __name__ == '__main__':\n    f()\n")[:4] == [
        "LOAD_GLOBAL __name__", "LOAD_STR __main__", "COMPARE_OP EQ", "POP_JUMP_IF_FALSE ->7",
    ]
    assert img.strings == ["f", "t.py"]


def test_strings_are_interned_once_and_builtins_never():
    img = image_of("a = 'x'\nb = 'x'\nprint(a, 'x', len, 'print')")
    assert img.strings.count("x") == 1
    assert "print" not in img.strings and "len" not in img.strings


def test_names_the_firmware_knows_are_not_image_strings():
    """Methods of built-in types, special methods, module members ([qstrs] more) take their
    builtin qstr, numbered from QSTR_MORE_FIRST: an image that uses them carries no copy."""
    src = ("d = {}\nl = []\nl.append(1)\nfor k, v in d.items():\n    print(', '.join(k))\n"
           "class C:\n    def __eq__(self, o):\n        return True\nprint(sum(x for x in l))\n")
    img = image_of(src)
    for name in ("append", "items", "join", "__eq__", "<genexpr>", ".0"):
        assert name not in img.strings
    assert {"d", "l", "k", "v", "C", "o", "x"} <= set(img.strings)
    more = {name: defs.QSTR_MORE_FIRST + i for i, name in enumerate(defs.QSTRS_MORE)}
    methods = [ins for ins in img.main.instructions() if ins.name == "LOAD_METHOD"]
    assert [img.qstr(ins.operands[0]) for ins in methods] == ["append", "items", "join"]
    # append was a builtin qstr already (below 128); items and join are [qstrs] more names
    assert [ins.operands[0] for ins in methods] == [defs.QSTRS.index("append"), more["items"], more["join"]]
    assert [ins.size for ins in methods] == [2, 3, 3]  # opcode + a one- or two-byte LEB128
    assert len(defs.QSTRS) + len(img.strings) <= defs.QSTR_MORE_FIRST


def test_most_used_strings_get_the_smallest_qstr_numbers():
    names = [f"name{i}" for i in range(100)]
    src = "".join(f"{n} = 1\n" for n in names) + "hot = 0\n" + "hot += 1\n" * 20
    img = image_of(src)
    assert img.strings[0] == "hot"
    _, code = code_of(src)
    hot = [ins for ins in code.instructions() if ins.name == "STORE_GLOBAL" and img.qstr(ins.operands[0]) == "hot"]
    assert hot and all(ins.size == 1 for ins in hot)  # the first image string: a compact form


def test_annotations_are_ignored():
    assert ops("x: int = 1\ny: int") == ["LOAD_INT 1", "STORE_GLOBAL x", *END]


def test_debug_is_true():
    assert ops("if __debug__:\n    f()\n") == ["LOAD_GLOBAL f", "CALL_FUNCTION 0", "POP_TOP", *END]


def test_interactive_mode_displays_expression_values():
    assert ops("x\n", interactive=True) == [
        "LOAD_GLOBAL x", "DUP_TOP", "LOAD_NONE", "COMPARE_OP IS", "POP_JUMP_IF_TRUE ->13",
        "STORE_GLOBAL _", "LOAD_GLOBAL print", "LOAD_GLOBAL repr", "LOAD_GLOBAL _",
        "CALL_FUNCTION 1", "CALL_FUNCTION 1", "POP_TOP", *END, "POP_TOP", *END,
    ]
    # only at the top level
    assert ops("def f():\n    x\n", "f", interactive=True) == ["LOAD_GLOBAL x", "POP_TOP", *END]
