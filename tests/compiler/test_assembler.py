"""Assembly: stack depth from the opcode table, line tables, 16-bit jumps, size limits."""

from __future__ import annotations

import random

import pytest
from compiler_helpers import code_of, image_of
from wispy.compiler import CompileError, compile_source
from wispy.compiler.assembler import EFFECT, Assembler, Label
from wispy.gen import defs
from wispy.image import FLAG_LINES, decode_lines, encode_lines


@pytest.mark.parametrize(
    "src, depth",
    [
        ("pass", 0),  # RETURN_NONE pushes nothing
        ("f(1, 2, 3)", 4),
        ("f(a, g(b, c))", 5),
        ("r = a < b < c", 3),
        ("print(1, sep='', end='')", 6),
        ("for x in y:\n    f(x)\n", 3),
        ("r = [1, (2, 3), 4]", 3),
        ("r = 1 + (x + (y + (z + w)))", 5),
        ("x.m(1)", 3),
        ("r = a and (b or c)", 1),
        ("a, b, c = c, b, a", 3),
        ("a = b = c = f()", 2),
    ],
)
def test_stack_depth(src, depth):
    assert code_of(src)[1].stack_size == depth


def test_stack_depth_in_a_function_counts_loop_iterators():
    src = "def f(n):\n    for i in n:\n        for j in i:\n            g(i, j)\n"
    assert code_of(src, "f")[1].stack_size == 5  # two iterators, g, i, j


def test_every_opcode_has_an_effect_formula():
    for op in defs.OPCODES:
        fall, jump = EFFECT[op["name"]]
        assert isinstance(fall(2, 3), int) and isinstance(jump(2, 3), int)
    assert EFFECT["CALL_FUNCTION_KW"][0](1, 2) == -5
    assert EFFECT["FOR_ITER"][0](0, 0) == 1 and EFFECT["FOR_ITER"][1](0, 0) == -1


def test_stack_too_deep_is_a_compile_error():
    src = "f(" + ", ".join(["1"] * 300) + ")\n"
    with pytest.raises(CompileError) as e:
        compile_source(src, "deep.py")
    assert "stack of 301 values" in e.value.message and e.value.filename == "deep.py"


def test_too_many_locals_is_a_compile_error():
    body = "\n".join(f"    v{i} = {i}" for i in range(300))
    with pytest.raises(CompileError) as e:
        compile_source("def f():\n" + body + "\n", "loc.py")
    assert "300 local variables" in e.value.message and e.value.line == 1


def test_long_jump_is_a_compile_error_not_a_crash():
    body = "\n".join(f"    x = y + {i}" for i in range(12000))
    with pytest.raises(CompileError) as e:
        compile_source("while a:\n" + body + "\n", "long.py")
    assert "16 bits" in e.value.message


def test_jumps_are_relative_to_the_end_of_the_instruction():
    asm = Assembler(1)
    top, out = Label(), Label()
    asm.place(top)
    asm.emit("LOAD_TRUE")
    asm.emit("POP_JUMP_IF_FALSE", out)
    asm.emit("LOAD_NONE")
    asm.emit("POP_TOP")
    asm.emit("JUMP", top)
    asm.place(out)
    asm.emit("LOAD_NONE")
    asm.emit("RETURN_VALUE")
    done = asm.assemble()
    # short forms (8-bit offsets): 0 LOAD_TRUE; 1 POP_JUMP_IF_FALSE_SHORT +4 (to 7);
    # 3 LOAD_NONE; 4 POP_TOP; 5 JUMP_SHORT -7 (to 0); 7 RETURN_NONE (LOAD_NONE; RETURN_VALUE)
    op = {o["name"]: o["code"] for o in defs.OPCODES}
    assert done.bytecode == bytes(
        [op["LOAD_TRUE"], op["POP_JUMP_IF_FALSE_SHORT"], 4, op["LOAD_NONE"], op["POP_TOP"],
         op["JUMP_SHORT"], 0xF9, op["RETURN_NONE"]]
    )
    assert done.stack_size == 1


def test_a_jump_too_far_for_8_bits_is_long():
    body = "\n".join(f"    x{i} = y" for i in range(80))  # > 127 bytes of body
    _, code = code_of("while a:\n" + body + "\n")
    jumps = [ins for ins in code.instructions() if ins.name in ("POP_JUMP_IF_FALSE", "JUMP", "POP_JUMP_IF_TRUE")]
    assert jumps and all(ins.size == 3 and not ins.form for ins in jumps)
    for ins in jumps:  # they land on instructions
        assert ins.jump_target in {i.offset for i in code.instructions()} | {len(code.bytecode)}


# -- line tables -----------------------------------------------------------------------------


def lines_of(src: str, name: str | None = None) -> list[tuple[str, int]]:
    _, code = code_of(src, name)
    return [(ins.name, code.line_at(ins.offset)) for ins in code.instructions()]


def test_line_table_maps_each_instruction_to_its_statement():
    assert lines_of("a = 1\n\nb = 2\nif a:\n    f()\n") == [
        ("LOAD_INT", 1), ("STORE_GLOBAL", 1), ("LOAD_INT", 3), ("STORE_GLOBAL", 3),
        ("LOAD_GLOBAL", 4), ("POP_JUMP_IF_FALSE", 4), ("LOAD_GLOBAL", 5),
        ("CALL_FUNCTION", 5), ("POP_TOP", 5), ("RETURN_NONE", 5),
    ]


def test_function_lines_start_at_def():
    _, f = code_of("\n\ndef f(x):\n    return x\n", "f")
    assert f.first_line == 3
    assert lines_of("\n\ndef f(x):\n    return x\n", "f") == [("LOAD_FAST", 4), ("RETURN_VALUE", 4)]


def test_multiline_call_reports_the_inner_line():
    assert lines_of("print(1,\n      f(0))\n")[:5] == [
        ("LOAD_GLOBAL", 1), ("LOAD_INT", 1), ("LOAD_GLOBAL", 2), ("LOAD_INT", 2), ("CALL_FUNCTION", 2),
    ]
    assert lines_of("print(1,\n      f(0))\n")[5] == ("CALL_FUNCTION", 1)


def test_loop_back_jump_has_the_loop_line():
    assert lines_of("for i in x:\n    f(i)\n")[-2] == ("JUMP", 1)


def test_big_line_gaps_and_long_lines():
    src = "a = 1\n" + "\n" * 400 + "b = (" + " + ".join(["x"] * 150) + ")\nc = 3\n"
    got = lines_of(src)
    assert got[0] == ("LOAD_INT", 1) and got[2][1] == 402 and got[-3] == ("LOAD_INT", 403)
    _, code = code_of(src)
    assert bytes([0xFF, 0]) in code.lines  # an offset step over 127 bytes is split (two-byte entry 127, +0)


def test_encode_decode_lines_roundtrip():
    rng = random.Random(7)
    for _ in range(200):
        first = rng.randint(1, 1000)
        entries, off, line = [], 0, first
        for _ in range(rng.randint(0, 30)):
            off += rng.choice([0, 1, 3, 200, 300, 1000])
            line = max(1, line + rng.choice([-300, -1, 1, 2, 130, 500]))
            entries.append((off, line))
        points = decode_lines(first, encode_lines(first, entries))

        def at(x, pts, start=first):
            result = start
            for o, ln in pts:
                if o > x:
                    break
                result = ln
            return result

        for o, ln in entries:
            later = [e for e in entries if e[0] == o]
            assert at(o, points) == later[-1][1]


def test_no_lines_option_strips_tables():
    img = image_of("a = 1\nb = 2\n", lines=False)
    assert img.flags & FLAG_LINES == 0 and img.main.lines == b""
    assert image_of("a = 1\nb = 2\n").flags & FLAG_LINES
