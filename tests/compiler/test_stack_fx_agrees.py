"""The C verifier's rows (firmware/gen/opcodes.h's OPCODE_ROWS, packed by wispy.opcode_table)
agree with the stack formulas the assembler evaluates (host/gen/defs.py), for every opcode
and operand value the verifier allows: both are generated from firmware/defs/wispy.toml, and
this checks the packing, the counts and the jump depths against each other."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wispy.compiler.assembler import EFFECT
from wispy.gen import defs

OPCODES_H = Path(__file__).resolve().parents[2] / "firmware" / "gen" / "opcodes.h"


def c_rows() -> list[tuple[int, int, int]]:
    text = OPCODES_H.read_text()
    table = text[text.index("#define OPCODE_ROWS {"):].split("\n", 1)[0]
    return [tuple(int(x, 16) for x in row) for row in re.findall(r"\{(0x\w+), (0x\w+), (0x\w+)\}", table)]


def c_kind_bounds() -> dict[str, tuple[int, int]]:
    text = OPCODES_H.read_text()
    numbers = {name.lower(): int(n) for name, n in re.findall(r"OPK_(\w+) = (\d+),", text)}
    table = text[text.index("#define OPERAND_KIND_ROWS {"):].split("\n", 1)[0]
    rows = re.findall(r"\{(ENC_\w+|0), (\d+), (\d+)\}", table)
    return {name: (int(rows[n][1]), int(rows[n][2])) for name, n in numbers.items()}


def count(kind: str, value: int) -> int:
    return eval(defs.OPERAND_KINDS[kind]["count"], {}, {"v": value})


def values(kind: str) -> range:
    k = defs.OPERAND_KINDS[kind]
    return range(k["min"], k["max"] + 1) if k["max"] is not None else range(0, 6)


@pytest.mark.parametrize("op", defs.OPCODES, ids=lambda op: op["name"])
def test_the_verifiers_row_is_the_assemblers_stack_effect(op):
    p0a, q0a, kinds = c_rows()[op["code"]]
    assert p0a & 0x80, "a row of an opcode that exists has bit 7 of byte 0 set"
    first, second = kinds & 31, kinds >> 5
    numbers = {name.lower(): n for name, n in re.findall(r"OPK_(\w+) = (\d+),", OPCODES_H.read_text())}
    assert [first, second][: len(op["kinds"])] == [int(numbers[k]) for k in op["kinds"]]
    grid = [values(k) for k in op["kinds"]] + [range(1), range(1)]
    for arg in grid[0]:
        for arg2 in grid[1]:
            a = count(op["kinds"][0], arg) if op["kinds"] else 0
            b = count(op["kinds"][1], arg2) if len(op["kinds"]) > 1 else 0
            pops = (p0a & 7) + (p0a >> 3 & 3) * a + (p0a >> 5 & 3) * b
            pushes = (q0a & 7) + (q0a >> 3 & 1) * a + (q0a >> 4 & 1) * b
            assert pushes - pops == EFFECT[op["name"]][0](arg, arg2), (arg, arg2)
            if any(k in ("jump", "jump8") for k in op["kinds"]):
                assert (q0a >> 5 & 1) - pops == EFFECT[op["name"]][1](arg, arg2), "the depth a jump carries"
    assert bool(q0a >> 7) == op["ends"]


def test_every_bounded_kind_has_the_declared_bounds_in_c():
    bounds = c_kind_bounds()
    for name, k in defs.OPERAND_KINDS.items():
        if k["max"] is not None:
            assert bounds[name] == (k["min"], k["max"]), name
    assert defs.OPERAND_KINDS["unary"]["max"] == len(defs.UNARY_OPS) - 1
