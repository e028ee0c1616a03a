"""Helpers for the compiler tests: compile a snippet and list a code object's instructions."""

from __future__ import annotations

from wispy.compiler import compile_source
from wispy.gen import defs
from wispy.image import CodeObject, Image, read_image


def image_of(source: str, filename: str = "t.py", **kw) -> Image:
    return read_image(compile_source(source, filename, **kw))


def qualname(img: Image, code: CodeObject) -> str:
    """The code's name, after its owner's qualified name when it has one ("C.m")."""
    name = img.qstr(code.name)
    return f"{img.qstr(code.owner)}.{name}" if code.owner else name


def code_of(source: str, name: str | None = None, **kw) -> tuple[Image, CodeObject]:
    """The module's code object, or the function whose qualified name is `name` ("f", "C.m":
    a method's code is named "m", its owner "C")."""
    img = image_of(source, **kw)
    if name is None:
        return img, img.main
    for c in img.consts:
        if isinstance(c, CodeObject) and qualname(img, c) == name:
            return img, c
    raise LookupError(name)


def ops(source: str, name: str | None = None, **kw) -> list[str]:
    """Instructions as short strings: qstr operands as text, operators by name, jump
    targets as `->N` where N is the index of the target instruction."""
    img, code = code_of(source, name, **kw)
    instrs = code.instructions()
    index = {ins.offset: i for i, ins in enumerate(instrs)}
    index[len(code.bytecode)] = len(instrs)
    out = []
    for ins in instrs:
        parts = [ins.name]
        for kind, value in zip(ins.kinds, ins.operands):
            if kind == "qstr":
                parts.append(img.qstr(value))
            elif kind == "jump":
                parts.append(f"->{index[ins.jump_target]}")
            elif ins.name == "BINARY_OP":
                parts.append(
                    "INPLACE_" + defs.BINARY_OPS[value - defs.INPLACE_BASE]
                    if value >= defs.INPLACE_BASE
                    else defs.BINARY_OPS[value]
                )
            elif ins.name == "UNARY_OP":
                parts.append(defs.UNARY_OPS[value])
            elif ins.name == "COMPARE_OP":
                parts.append(defs.COMPARE_OPS[value])
            elif kind == "const" and not isinstance(img.consts[value], CodeObject):
                parts.append(f"bigint:{img.consts[value]}")
            else:
                parts.append(str(value))
        out.append(" ".join(parts))
    return out
