"""The opcodes' operand kinds and stack effects (firmware/defs/wispy.toml) as the tables both
sides use: the C verifier's row per opcode, skip_call's operands, and Python's net stack
formulas. `python -m wispy.generate` writes them into firmware/gen/opcodes.h and host/gen/defs.py.

A verifier row is three bytes (vm.c's `op_rows`), a, b the counts of the first and second
operands (an operand's `count`: its value unless the kind says otherwise):
  byte 0: 0x80 | p0 | pa << 3 | pb << 5    pops   = p0 + pa·a + pb·b
  byte 1: q0 | qa << 3 | qb << 4 | jump_pushes << 5 | generator << 6 | ends << 7
                                           pushes = q0 + qa·a + qb·b
  byte 2: the first operand's kind | the second's << 5 (0: none)
Bit 7 of byte 0 is set in every row (tests/compiler/test_stack_fx_agrees.py reads the rows back).
"""

from __future__ import annotations

import re

ENCODINGS = ["uint", "sint", "byte", "jump", "jump8"]  # C's enum operand_encoding
LEB_OF = {"qstr": "uint", "const": "uint"}  # Python's operand views that are a uint to C
FIELDS = {"p0": 7, "pa": 3, "pb": 3, "q0": 7, "qa": 1, "qb": 1, "jump_pushes": 1}  # the largest each can hold


class OpcodeTableError(Exception):
    """A declaration of an opcode or operand kind the tables cannot hold."""


def kinds(defs: dict) -> dict[str, dict]:
    """The operand kinds with their number (those that are ever a second operand first: < 8),
    C encoding, bounds evaluated over [operators], and count expression."""
    decl = defs["operand_kinds"]
    second = list(dict.fromkeys(op["operands"][1] for op in defs["opcode"] if len(op["operands"]) > 1))
    order = second + [k for k in decl if k not in second]
    if len(second) > 7:
        raise OpcodeTableError(f"{len(second)} kinds are second operands ({', '.join(second)}): at most 7 fit")
    names = dict(defs["operators"])
    out = {}
    for number, name in enumerate(order, start=1):
        k = decl[name]
        bound = {b: eval(k[b], {"__builtins__": {"len": len}}, names) for b in ("min", "max") if b in k}  # noqa: S307
        out[name] = {"number": number, "view": k["encoding"], "encoding": LEB_OF.get(k["encoding"], k["encoding"]),
                     "min": bound.get("min", 0), "max": bound.get("max"), "count": k.get("count", "v"), "doc": k["doc"]}
        if out[name]["max"] is not None and not 0 <= out[name]["min"] <= out[name]["max"] <= 255:
            raise OpcodeTableError(f"operand kind {name}: bounds {out[name]['min']}..{out[name]['max']} outside 0..255")
    for op in defs["opcode"]:
        for kind in op["operands"]:
            if kind not in out:
                raise OpcodeTableError(f"opcode {op['name']}: unknown operand kind {kind!r} (not in [operand_kinds])")
        if len(op["operands"]) > 2:
            raise OpcodeTableError(f"opcode {op['name']}: more than two operands")
    return out


def _linear(op: dict, field: str) -> tuple[int, int, int]:
    """(c0, ca, cb) of a formula c0 + ca·arg + cb·arg2, checked linear on a grid."""
    code = compile(op[field], f"<{op['name']} {field}>", "eval")

    def at(a: int, b: int) -> int:
        return eval(code, {"__builtins__": {}}, {"arg": a, "arg2": b})  # noqa: S307

    c0, ca, cb = at(0, 0), at(1, 0) - at(0, 0), at(0, 1) - at(0, 0)
    for a in range(4):
        for b in range(4):
            if at(a, b) != c0 + ca * a + cb * b:
                raise OpcodeTableError(f"opcode {op['name']}: {field} {op[field]!r} is not linear in arg and arg2")
    return c0, ca, cb


def rows(defs: dict) -> list[tuple[int, int, int]]:
    """The verifier's three bytes of every opcode, in opcode order."""
    ks = kinds(defs)
    out = []
    for op in defs["opcode"]:
        p0, pa, pb = _linear(op, "pops")
        q0, qa, qb = _linear(op, "pushes")
        jumps = any(ks[k]["encoding"] in ("jump", "jump8") for k in op["operands"])
        jq = (_linear(op, "jump_pushes")[0] if "jump_pushes" in op else q0) if jumps else 0
        values = {"p0": p0, "pa": pa, "pb": pb, "q0": q0, "qa": qa, "qb": qb, "jump_pushes": jq}
        for field, top in FIELDS.items():
            if not 0 <= values[field] <= top:
                raise OpcodeTableError(f"opcode {op['name']}: {field} = {values[field]} does not fit the verifier's row (0..{top})")
        numbers = [ks[k]["number"] for k in op["operands"]] + [0, 0]
        out.append((0x80 | p0 | pa << 3 | pb << 5,
                    q0 | qa << 3 | qb << 4 | jq << 5 | op.get("generator", False) << 6 | op.get("ends", False) << 7,
                    numbers[0] | numbers[1] << 5))
    return out


def _counted(formula: str, op: dict, ks: dict) -> str:
    """A pops/pushes formula over the operands' values (arg, arg2) instead of their counts."""
    subst = {}
    for name, kind in zip(("arg", "arg2"), op["operands"]):
        subst[name] = name if ks[kind]["count"] == "v" else "(" + re.sub(r"\bv\b", name, ks[kind]["count"]) + ")"
    return re.sub(r"\barg2?\b", lambda m: subst.get(m.group(0), m.group(0)), formula)


def python_opcodes(defs: dict) -> list[dict]:
    """The opcodes as host/gen/defs.py gives them: operands as the views the host reads and
    writes (uint, sint, qstr, const, byte, jump, jump8), their kinds, and the net stack effect
    falling through and jumping as formulas over the operand values."""
    ks = kinds(defs)
    out = []
    for i, op in enumerate(defs["opcode"]):
        pops, pushes = _counted(op["pops"], op, ks), _counted(op["pushes"], op, ks)
        jpushes = _counted(op.get("jump_pushes", op["pushes"]), op, ks)
        out.append({
            "name": op["name"], "code": i,
            "operands": [ks[k]["view"] for k in op["operands"]], "kinds": list(op["operands"]),
            "stack": f"({pushes}) - ({pops})", "jump_stack": f"({jpushes}) - ({pops})",
            "ends": op.get("ends", False), "call": op.get("call", False),
            "short_of": op.get("short_of"), "doc": op["doc"],
        })
    return out


def skip_call(defs: dict) -> str:
    """SKIP_CALL_OPERANDS(op, ip): skip_call's step over the operands of a long opcode that
    calls. Every such operand is skipped as a LEB128 uint: a byte kind whose largest value is
    below 0x80 is one byte either way (the verifier refused any other)."""
    ks = kinds(defs)
    counts = {}
    for op in defs["opcode"]:
        if not op.get("call"):
            continue
        for kind in op["operands"]:
            k = ks[kind]
            if not (k["encoding"] == "uint" or (k["encoding"] == "byte" and k["max"] is not None and k["max"] < 0x80)):
                raise OpcodeTableError(f"opcode {op['name']} calls: its {kind} operand is not skipped as a uint")
        counts[op["name"]] = len(op["operands"])
    if not counts:
        return "#define SKIP_CALL_OPERANDS(op, ip) ((void)(op))"
    least = min(counts.values())
    parts = ["read_uint(&(ip));"] * least
    for n in range(least + 1, max(counts.values()) + 1):
        more = " || ".join(f"(op) == OP_{name}" for name, c in counts.items() if c >= n)
        parts.append(f"if ({more}) read_uint(&(ip));")
    return "#define SKIP_CALL_OPERANDS(op, ip) do { " + " ".join(parts) + " } while (0)"


def c_lines(defs: dict) -> list[str]:
    """The operand kinds, their bounds and counts, the verifier's rows and skip_call's step."""
    ks = kinds(defs)
    lines = ["/* Operand kinds ([operand_kinds]): vm.c's verifier gives each its meaning. Those that are",
             " * ever a second operand are numbered below 8. */",
             "enum operand_kind {", "    OPK_NONE = 0,"]
    for name, k in ks.items():
        lines.append(f"    OPK_{name.upper()} = {k['number']}, /* {k['encoding']}: {k['doc']} */")
    lines += [f"    OPK_END = {len(ks) + 1}", "};",
              "enum operand_encoding { " + ", ".join(f"ENC_{e.upper()} = {i}" for i, e in enumerate(ENCODINGS)) + " };",
              "/* per kind: {its encoding, the least value allowed, the largest (0: the kind's own check)} */",
              "#define OPERAND_KIND_ROWS { {0, 0, 0}, " + ", ".join(
                  f"{{ENC_{k['encoding'].upper()}, {k['min']}, {k['max'] or 0}}}" for k in ks.values()) + " }"]
    for name, k in ks.items():
        if k["count"] != "v":
            expr = re.sub(r"\bv\b", "(v)", k["count"])
            lines.append(f"#define OPK_COUNT_{name.upper()}(v) ({expr}) /* what it counts */")
    lines += ["/* The verifier's row of each opcode (wispy.opcode_table: pops, pushes, flags, operand kinds) */",
              "#define OPCODE_ROWS { " + ", ".join(
                  f"{{0x{a:02x}, 0x{b:02x}, 0x{c:02x}}}" for a, b, c in rows(defs)) + " }",
              "/* skip_call's step over a calling long opcode's operands (its compact forms have none) */",
              skip_call(defs)]
    return lines
