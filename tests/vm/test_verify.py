"""Bytecode is verified at load: operands in range, jumps onto instructions, the value
stack within its declared size on every path. Broken code is refused, never run."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import compile_to, run_vm

SRC = """\
def f(a, b):
    t = 0
    for i in range(a):
        if i % 2:
            t += b
    return t
print(f(5, 3))
"""


def op(name: str) -> int:
    from wispy.gen import defs

    return next(o["code"] for o in defs.OPCODES if o["name"] == name)


def compact(name: str, arg: int) -> int:
    """The compact opcode of `name arg` (one byte, the operand in the opcode)."""
    from wispy.image import COMPACT_BY_OPERAND

    return COMPACT_BY_OPERAND[(name, arg)]


def patched(tmp_path, fn):
    """The image of SRC with function f's bytecode (or record) replaced by fn(code)."""
    from wispy.image import read_image, write_image

    img = read_image(compile_to(tmp_path, SRC).read_bytes())
    i = next(
        i for i, c in enumerate(img.consts) if hasattr(c, "bytecode") and img.qstr(c.name) == "f"
    )
    img.consts[i] = fn(img.consts[i])
    out = tmp_path / "bad.wpy"
    out.write_bytes(write_image(img))
    return out


def refusal(host_vm, path) -> str:
    r = run_vm(host_vm, path)
    assert (r.status, r.stdout) == (2, ""), r.stderr
    assert r.stderr.startswith("image refused: bytecode of 'f' at offset "), r.stderr
    return r.stderr.strip().split(": ", 2)[2]


def test_sound_code_runs(host_vm, tmp_path):
    r = run_vm(host_vm, compile_to(tmp_path, SRC))
    assert (r.stdout, r.status) == ("6\n", 0)


def with_code(code: bytes, **changes):
    return lambda c: dataclasses.replace(c, bytecode=code, lines=b"", **changes)


RETURN_NONE = bytes([op("RETURN_NONE")])  # LOAD_NONE; RETURN_VALUE in one opcode

CASES = {
    "local index out of range": with_code(bytes([op("LOAD_FAST"), 9]) + RETURN_NONE),
    "string index out of range": with_code(bytes([op("LOAD_GLOBAL"), 0xFF, 0x03]) + RETURN_NONE),
    "constant index out of range": with_code(bytes([op("LOAD_CONST"), 50]) + RETURN_NONE),
    "unknown opcode": with_code(bytes([250]) + RETURN_NONE),
    "operator out of range": with_code(
        bytes([op("LOAD_INT"), 1, op("LOAD_INT"), 1, op("BINARY_OP"), 14]) + RETURN_NONE
    ),
    "the value stack would go below empty": with_code(bytes([op("POP_TOP")]) + RETURN_NONE),
    "the value stack would outgrow stack_size": with_code(
        bytes([op("LOAD_INT"), 1] * 3 + [op("RETURN_VALUE")]), stack_size=2
    ),
    "the code runs off its end": with_code(bytes([op("LOAD_NONE"), op("POP_TOP")])),
    "a jump goes outside the code": with_code(bytes([op("JUMP"), 100, 0]) + RETURN_NONE),
    "a jump lands inside an instruction": with_code(
        bytes([op("JUMP"), 1, 0, op("LOAD_INT"), 5]) + RETURN_NONE
    ),
    "operand runs past the code": with_code(
        bytes([op("LOAD_NONE"), op("RETURN_VALUE"), op("LOAD_FAST"), 0x80])
    ),
    "paths reach an instruction with different stack depths": with_code(
        bytes(
            [
                op("LOAD_TRUE"),
                op("POP_JUMP_IF_TRUE"),
                1,
                0,
                op("LOAD_NONE"),
                op("LOAD_NONE"),
                op("RETURN_VALUE"),
            ]
        )
    ),
    "paths reach a jump target with different stack depths": with_code(
        bytes([op("LOAD_NONE"), op("JUMP"), 0xFC, 0xFF])
    ),
    "LOAD_INT outside 31 bits": with_code(
        bytes([op("LOAD_INT"), 0x80, 0x80, 0x80, 0x80, 0x04]) + RETURN_NONE
    ),
    # compact forms and short jumps are checked as their long forms
    "local index out of range ": with_code(bytes([compact("LOAD_FAST", 9)]) + RETURN_NONE),
    "a jump lands inside an instruction ": with_code(
        bytes([op("JUMP_SHORT"), 1, op("LOAD_INT"), 5]) + RETURN_NONE
    ),
    "a jump goes outside the code ": with_code(bytes([op("JUMP_SHORT"), 100]) + RETURN_NONE),
    "operand runs past the code ": with_code(bytes([op("LOAD_NONE"), op("RETURN_VALUE"), op("FOR_ITER_SHORT")])),
    "more parameters than locals": lambda c: dataclasses.replace(c, n_args=3, n_locals=2, local_names=[]),
    "more parameters than locals ": lambda c: dataclasses.replace(c, n_kwonly=1, n_args=2, n_locals=2, local_names=[]),
    "an exception handler outside the code or above stack_size": lambda c: dataclasses.replace(
        c, handlers=[(0, 2, 0, 200)]
    ),
    "an instruction is protected at a stack depth below its handler's": lambda c: dataclasses.replace(
        c, handlers=[(0, 2, 0, 1)]
    ),
}


@pytest.mark.parametrize("why", sorted(CASES))
def test_broken_code_is_refused(why, host_vm, tmp_path):
    assert refusal(host_vm, patched(tmp_path, CASES[why])) == why.strip()


def test_long_and_short_jumps_and_compact_forms_run(host_vm, tmp_path):
    """A loop whose body is too long for 8-bit jumps (long forms) and one that is not (short
    forms), with locals past the compact range: the same output as CPython."""
    from wispy.image import read_image

    body = "\n".join(f"        v{k} = i + {k}" for k in range(40))
    src = (f"def f(n):\n    t = 0\n    for i in range(n):\n{body}\n        t += v39 - v0\n"
           "    for j in range(3):\n        t += j\n    return t\nprint(f(5))\n")
    path = compile_to(tmp_path, src)
    img = read_image(path.read_bytes())
    code = next(c for c in img.consts if hasattr(c, "bytecode") and img.qstr(c.name) == "f")
    fors = {(ins.form, ins.size) for ins in code.instructions() if ins.name == "FOR_ITER"}
    assert fors == {("", 3), ("FOR_ITER_SHORT", 2)}
    assert any(ins.form.startswith("LOAD_FAST_0") for ins in code.instructions())
    assert any(ins.name == "LOAD_FAST" and not ins.form for ins in code.instructions())  # v39: past the compact range
    r = run_vm(host_vm, path)
    assert (r.stdout, r.status) == (f"{5 * 39 + 3}\n", 0)
