"""wispy.disasm: list an image's code objects, instruction by instruction.

`python -m wispy.disasm FILE.wpy`. Opcode names and operand encodings come from the
generated opcode table; operands are decoded (qstr text, constant summary, jump target).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from wispy.gen import defs
from wispy.image import (
    CODE_VARARGS,
    CODE_VARKW,
    FLAG_SHORT_CONSTS,
    FLAG_SHORT_ENDS,
    HEADER,
    CodeObject,
    Image,
    KIND_OF_VALUE,
    ImageError,
    Instruction,
    decode_lines,
    pack_code,
    pack_const,
    read_image,
)


def _const_summary(image: Image, index: int) -> str:
    if index >= len(image.consts):
        return f"<bad constant {index}>"
    c = image.consts[index]
    if isinstance(c, CodeObject):
        return f"<code {image.qstr(c.name)}>"
    return f"bigint {c}"


def describe(image: Image, ins: Instruction) -> str:
    """The decoded meaning of an instruction's operands, or ''."""
    notes = []
    for kind, value in zip(ins.kinds, ins.operands):
        if kind == "qstr":
            try:
                notes.append(repr(image.qstr(value)))
            except ImageError:
                notes.append(f"<bad qstr {value}>")
        elif kind == "const":
            notes.append(_const_summary(image, value))
        elif kind == "jump":
            notes.append(f"to {ins.jump_target}")
    if ins.name in ("UNARY_OP", "BINARY_OP", "COMPARE_OP"):
        arg = ins.operands[0]
        table = {"UNARY_OP": defs.UNARY_OPS, "COMPARE_OP": defs.COMPARE_OPS}.get(ins.name, defs.BINARY_OPS)
        if ins.name == "BINARY_OP" and arg >= defs.INPLACE_BASE:
            arg -= defs.INPLACE_BASE
            table = ["INPLACE_" + n for n in defs.BINARY_OPS]
        notes.append(table[arg] if arg < len(table) else f"<bad operator {ins.operands[0]}>")
    return ", ".join(notes)


def disassemble_code(image: Image, index: int, code: CodeObject) -> str:
    lines = [
        f"code {index}: {image.qstr(code.name)}  file {image.qstr(code.file)}  line {code.first_line}",
        (
            f"  args {code.n_args}  locals {code.n_locals}  stack {code.stack_size}  "
            f"bytecode {len(code.bytecode)} B  line table {len(code.lines)} B"
        ),
    ]
    if code.n_kwonly or code.flags & (CODE_VARARGS | CODE_VARKW):
        star = ["*args"] * bool(code.flags & CODE_VARARGS) + ["**kwargs"] * bool(code.flags & CODE_VARKW)
        lines.append(f"  keyword-only {code.n_kwonly}  {' '.join(star)}".rstrip())
    if code.n_posonly:
        lines.append(f"  positional-only {code.n_posonly}")
    for start, end, handler, depth in code.handlers:
        lines.append(f"  exception handler: [{start}, {end}) -> {handler}  depth {depth}")
    points = decode_lines(code.first_line, code.lines)
    for ins in code.instructions():
        line = code.first_line
        for at, ln in points:
            if at > ins.offset:
                break
            line = ln
        operands = " ".join(str(v) for v in ins.operands)
        note = describe(image, ins)
        text = f"  {ins.offset:5d}  {line:4d}  {ins.name:<20} {operands:<8}"
        if note:
            text += f" ({note})"
        if ins.form:  # a compact form: one byte, the operand in the opcode
            text += f" [{ins.form}]"
        lines.append(text.rstrip())
    return "\n".join(lines)


def disassemble(image: bytes | Image) -> str:
    img = image if isinstance(image, Image) else read_image(image)
    out = [
        (
            f"wispy image v{img.version}: {img.length} bytes, {len(img.strings)} strings, "
            f"{len(img.consts)} constants (0: the main module), flags {img.flags:#x}, abi {img.abi:#010x}"
        )
    ]
    if img.strings:
        out.append("strings: " + ", ".join(repr(s) for s in img.strings))
    for i, c in enumerate(img.consts):
        out.append("")
        if isinstance(c, CodeObject):
            out.append(disassemble_code(img, i, c))
        else:
            out.append(f"const {i}: {KIND_OF_VALUE[type(c)]} {c!r}")
    return "\n".join(out) + "\n"


def _plural(kind: str) -> str:
    """A record kind's row in sizes(): bigint → bigints, bytes → bytes."""
    return kind if kind.endswith("s") else kind + "s"


def sizes(image: bytes | Image) -> dict[str, int]:
    """Where an image's bytes go: header, strings, constant table, code (record headers,
    bytecode, line tables), big ints, floats, bytes, and alignment padding. The values add
    up to its length."""
    img = image if isinstance(image, Image) else read_image(image)
    out = {"header": HEADER.size, "string table": 0,
           "constant table": (1 if img.flags & FLAG_SHORT_CONSTS else 2) * len(img.consts),
           "code headers": 0, "bytecode": 0, "line tables": 0, **{_plural(k): 0 for k in KIND_OF_VALUE.values()}}
    width = 1 if img.flags & FLAG_SHORT_ENDS else 2
    for text in img.strings:  # an end (u8 or u16), then the text
        out["string table"] += width + len(text.encode("utf-8"))
    files = set()  # the first code record of each file's run names the file (laid out in offset order)
    for _, c in sorted(zip(img.offsets, img.consts), key=lambda oc: oc[0]):
        if isinstance(c, CodeObject):  # "code headers": the fixed part, the trailer, names, handlers
            record = len(pack_code(c, with_file=c.file not in files))
            files.add(c.file)
            out["code headers"] += record - len(c.bytecode) - len(c.lines)
            out["bytecode"] += len(c.bytecode)
            out["line tables"] += len(c.lines)
        else:
            out[_plural(KIND_OF_VALUE[type(c)])] += len(pack_const(c))
    out["padding"] = img.length - sum(out.values())
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wispy.disasm", description=__doc__)
    ap.add_argument("image", type=Path)
    ap.add_argument("--sizes", action="store_true", help="only say where the image's bytes go")
    args = ap.parse_args(argv)
    try:
        if args.sizes:
            for what, n in sizes(args.image.read_bytes()).items():
                print(f"{what:<16} {n:6d}")
            return 0
        print(disassemble(args.image.read_bytes()), end="")
    except ImageError as e:
        print(f"{args.image}: image refused: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
