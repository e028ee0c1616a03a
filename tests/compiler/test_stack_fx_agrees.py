"""The C verifier's stack effects (vm.c's `stack_fx`, still written by hand) agree with the
definitions file's `stack` formulas the assembler uses, for every opcode and operand."""

from __future__ import annotations

import re
from pathlib import Path

from wispy.gen import defs

VM_C = Path(__file__).resolve().parents[2] / "firmware" / "core" / "vm.c"

# the operands as the verifier's switch leaves them in a and b, where it reduces them
VERIFIER_OPERANDS = {
    "FORMAT_VALUE": lambda arg, arg2: ((arg >> 2) & 1, 0),
    "MAKE_FUNCTION_EX": lambda arg, arg2: (bin(arg2 & 7).count("1"), 0),
}


def c_stack_fx() -> dict[str, tuple[int, ...]]:
    text = VM_C.read_text()
    table = text[text.index("static const uint8_t stack_fx[OP_COUNT][2] = {"):]
    table = table[: table.index("};")]
    out = {}
    for name, args in re.findall(r"\[OP_(\w+)\] = FX_?\(([^)]*)\)", table):
        n = [int(x) for x in args.split(",")]
        out[name] = tuple(n) if len(n) == 8 else (n[0], 0, 0, n[1], 0, 0, 0, 0)
    return out


def test_every_opcode_has_the_definitions_stack_effect():
    fx = c_stack_fx()
    by_name = {op["name"]: op for op in defs.OPCODES}
    short = {op["name"] for op in by_name.values() if op.get("short_of")}
    assert set(fx) == set(by_name) - short, "stack_fx and the definitions name different opcodes"
    for name, (p0, pa, pb, q0, qa, qb, _t, _m) in fx.items():
        formula = by_name[name]["stack"]
        for arg in range(8):
            for arg2 in range(8 if len(by_name[name]["operands"]) > 1 else 1):
                a, b = VERIFIER_OPERANDS.get(name, lambda x, y: (x, y))(arg, arg2)
                c_net = (q0 + qa * a + qb * b) - (p0 + pa * a + pb * b)
                if name == "CALL_FUNCTION_EX" and arg > 1:
                    continue  # the verifier refuses flags over 1
                assert c_net == eval(formula, {}, {"arg": arg, "arg2": arg2}), (name, arg, arg2)
