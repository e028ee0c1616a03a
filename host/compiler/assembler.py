"""Pass 5: instructions and labels to bytecode, a line table and the stack size.

A jump is 2 bytes (a short form: opcode + signed 8-bit offset from the end of the
instruction) when its offset fits, else 3 (signed 16-bit); the layout is repeated until
every short jump fits. Before encoding, jumps to a `JUMP` are threaded to its target,
a conditional jump over a `JUMP` is inverted, `LOAD_NONE; RETURN_VALUE` becomes
`RETURN_NONE` (and so does a `JUMP` to one), unreachable instructions are dropped (code
after `return`, `break`, a `while True` without exit...) and jumps to the very next
instruction removed. The stack size is the deepest point of a walk over every path, with
each instruction's effect taken from the opcode table (`stack`, and `jump_stack` when a
jump is taken).
"""

from __future__ import annotations

import operator
from dataclasses import dataclass

from wispy.gen import defs
from wispy.image import encode_instruction, encode_lines, encode_operand

from .errors import CompileError

OPS = {op["name"]: op for op in defs.OPCODES}
UNCONDITIONAL = {op["name"] for op in defs.OPCODES if op["ends"] and not op["short_of"]}  # nothing falls through
INVERSE = {"POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE", "POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE"}
JUMP_SIZE = 3
SHORT_JUMP_SIZE = 2  # a short jump: opcode + signed 8-bit offset
SHORT_FORM = {op["short_of"]: op["code"] for op in defs.OPCODES if op.get("short_of")}


def _effect(formula: str):
    code = compile(formula, f"<stack effect {formula!r}>", "eval")
    return lambda arg, arg2: eval(code, {"__builtins__": {}}, {"arg": arg, "arg2": arg2})


EFFECT = {name: (_effect(op["stack"]), _effect(op["jump_stack"])) for name, op in OPS.items()}


class Label:
    __slots__ = ("name",)

    def __init__(self, name: str = ""):
        self.name = name

    def __repr__(self) -> str:
        return f"<Label {self.name}>"


class Handler:
    """An exception handler: where it starts, and the value-stack depth it cuts back to
    before the VM pushes the exception (so the handler starts at depth + 1)."""

    __slots__ = ("depth", "label")

    def __init__(self, label: Label, depth: int):
        self.label, self.depth = label, depth

    def __repr__(self) -> str:
        return f"<Handler {self.label.name} depth {self.depth}>"


@dataclass
class Instr:
    name: str
    args: tuple
    line: int
    handler: Handler | None = None  # the innermost handler protecting this instruction

    @property
    def target(self) -> Label | None:
        return self.args[0] if self.args and isinstance(self.args[0], Label) else None

    def stack_effect(self, jumping: bool) -> int:
        ints = [a for a in self.args if isinstance(a, int)] + [0, 0]
        return EFFECT[self.name][1 if jumping else 0](ints[0], ints[1])


@dataclass
class Assembled:
    bytecode: bytes
    lines: bytes
    stack_size: int


class Assembler:
    def __init__(self, first_line: int, filename: str = "<stdin>"):
        self.first_line = first_line
        self.filename = filename
        self.items: list[Instr | Label] = []
        self.line = first_line
        self.handler: Handler | None = None  # set by the code generator around try bodies
        self.handlers: list[tuple[int, int, int, int]] = []  # the exception table, once assembled

    def emit(self, name: str, *args) -> None:
        if name not in OPS:
            raise KeyError(f"unknown opcode {name}")
        self.items.append(Instr(name, args, self.line, self.handler))

    def label(self, name: str = "") -> Label:
        return Label(name)

    def place(self, label: Label) -> None:
        self.items.append(label)

    # -- optimisation -------------------------------------------------------------------

    def _instrs_and_labels(self) -> tuple[list[Instr], dict[Label, int]]:
        """Instructions in order, and each label's index into them."""
        instrs: list[Instr] = []
        where: dict[Label, int] = {}
        for item in self.items:
            if isinstance(item, Label):
                where[item] = len(instrs)
            else:
                instrs.append(item)
        return instrs, where

    def _successors(self, i: int, instr: Instr, where: dict[Label, int]):
        """(index, jumping) pairs for the instructions that may follow instrs[i]."""
        if instr.target is not None:
            yield where[instr.target], True
        if instr.name not in UNCONDITIONAL:
            yield i + 1, False
        if instr.handler is not None:
            yield where[instr.handler.label], instr.handler

    def _thread_jumps(self) -> bool:
        """A jump to a label followed by `JUMP X` goes straight to X (JUMP moves no values)."""
        after: dict[Label, Instr] = {}
        pending: list[Label] = []
        for item in self.items:
            if isinstance(item, Label):
                pending.append(item)
            else:
                for label in pending:
                    after[label] = item
                pending = []
        changed = False
        for item in self.items:
            if isinstance(item, Instr) and item.target is not None:
                target, seen = item.target, {item.target}
                while True:
                    nxt = after.get(target)
                    if nxt is None or nxt.name != "JUMP" or nxt.target in seen:
                        break
                    target = nxt.target
                    seen.add(target)
                if target is not item.target:
                    item.args = (target, *item.args[1:])
                    changed = True
        return changed

    def _invert_skips(self) -> bool:
        """`POP_JUMP_IF_FALSE L; JUMP M; L:` becomes `POP_JUMP_IF_TRUE M; L:` (and vice versa)."""
        changed = False
        items = self.items
        for k in range(len(items) - 2):
            a, b = items[k], items[k + 1]
            if (
                isinstance(a, Instr) and a.name in INVERSE
                and isinstance(b, Instr) and b.name == "JUMP"
                and a.target in self._labels_at(k + 2)
            ):
                items[k] = Instr(INVERSE[a.name], (b.target,), a.line, a.handler)
                items[k + 1] = Instr("NOP", (), b.line)  # removed below
                changed = True
        if changed:
            self.items = [i for i in items if not (isinstance(i, Instr) and i.name == "NOP")]
        return changed

    def _fuse_returns(self) -> bool:
        """`LOAD_NONE; RETURN_VALUE` becomes `RETURN_NONE` (when no label lies between them),
        and a `JUMP` to a `RETURN_NONE` becomes one: a jump moves no values, so the depth at
        the jump is the depth at the return, and a return cannot raise. The return a jump
        no longer reaches is dropped as unreachable."""
        changed = False
        out: list[Instr | Label] = []
        for item in self.items:
            prev = out[-1] if out else None
            if (
                isinstance(item, Instr) and item.name == "RETURN_VALUE"
                and isinstance(prev, Instr) and prev.name == "LOAD_NONE"
            ):
                out[-1] = Instr("RETURN_NONE", (), prev.line, prev.handler)
                changed = True
            else:
                out.append(item)
        after: dict[Label, Instr] = {}
        pending: list[Label] = []
        for item in out:
            if isinstance(item, Label):
                pending.append(item)
            else:
                after.update(dict.fromkeys(pending, item))
                pending = []
        for k, item in enumerate(out):
            if isinstance(item, Instr) and item.name == "JUMP":
                nxt = after.get(item.target)
                if nxt is not None and nxt.name == "RETURN_NONE":
                    out[k] = Instr("RETURN_NONE", (), item.line, item.handler)
                    changed = True
        self.items = out
        return changed

    def _labels_at(self, k: int) -> list[Label]:
        out = []
        while k < len(self.items) and isinstance(self.items[k], Label):
            out.append(self.items[k])
            k += 1
        return out

    def _optimise(self) -> None:
        changed = True
        while changed:
            changed = self._thread_jumps()
            changed |= self._invert_skips()
            changed |= self._fuse_returns()
            instrs, where = self._instrs_and_labels()
            reached, todo = set(), [0] if instrs else []
            while todo:
                i = todo.pop()
                if i in reached or i >= len(instrs):
                    continue
                reached.add(i)
                todo.extend(j for j, _ in self._successors(i, instrs[i], where))
            keep: list[Instr | Label] = []
            index = 0
            for item in self.items:
                if isinstance(item, Label):
                    keep.append(item)
                    continue
                if index in reached:
                    keep.append(item)
                else:
                    changed = True
                index += 1
            # a JUMP to a label that follows it with only labels in between does nothing
            out: list[Instr | Label] = []
            for k, item in enumerate(keep):
                if isinstance(item, Instr) and item.name == "JUMP":
                    rest = keep[k + 1:]
                    following = []
                    for r in rest:
                        if not isinstance(r, Label):
                            break
                        following.append(r)
                    if item.target in following:
                        changed = True
                        continue
                out.append(item)
            self.items = out

    # -- analysis and encoding -----------------------------------------------------------

    def stack_size(self, instrs: list[Instr], where: dict[Label, int]) -> int:
        depth_at: dict[int, int] = {}
        todo = [(0, 0)] if instrs else []
        deepest = 0
        while todo:
            i, depth = todo.pop()
            if i >= len(instrs):
                continue
            seen = depth_at.get(i)
            if seen is not None:
                if seen != depth:
                    raise RuntimeError(
                        f"internal error: stack depth {seen} and {depth} meet at "
                        f"{instrs[i].name} (line {instrs[i].line})"
                    )
                continue
            depth_at[i] = depth
            instr = instrs[i]
            for j, jumping in self._successors(i, instr, where):
                if isinstance(jumping, Handler):
                    if depth < jumping.depth:
                        raise RuntimeError(f"internal error: {instr.name} protected below its handler's depth")
                    todo.append((j, jumping.depth + 1))
                    deepest = max(deepest, jumping.depth + 1)
                    continue
                after = depth + instr.stack_effect(jumping)
                if after < 0:
                    raise RuntimeError(f"internal error: stack underflow at {instr.name}")
                # the deepest point inside an instruction is after its pushes
                deepest = max(deepest, after, depth + max(0, instr.stack_effect(False)))
                todo.append((j, after))
        return deepest

    def assemble(self) -> Assembled:
        self._optimise()
        instrs, where = self._instrs_and_labels()
        blobs = [b"" if instr.target is not None else encode_instruction(instr.name, tuple(operator.index(v) for v in instr.args))
                 for instr in instrs]
        # Jumps start short (2 bytes) where a short form exists; one whose offset does not
        # fit in 8 bits becomes long (3 bytes), and the offsets are laid out again until none
        # changes (sizes only grow, so this ends).
        short = {k for k, instr in enumerate(instrs) if instr.target is not None and instr.name in SHORT_FORM}
        while True:
            offsets, pos = [], 0
            for k, instr in enumerate(instrs):
                offsets.append(pos)
                pos += (SHORT_JUMP_SIZE if k in short else JUMP_SIZE) if instr.target is not None else len(blobs[k])
            end = pos

            def rel_of(k: int) -> int:
                target = where[instrs[k].target]
                dest = offsets[target] if target < len(offsets) else end
                return dest - (offsets[k] + (SHORT_JUMP_SIZE if k in short else JUMP_SIZE))

            too_far = {k for k in short if not -0x80 <= rel_of(k) <= 0x7F}
            if not too_far:
                break
            short -= too_far
        code = bytearray()
        for k, instr in enumerate(instrs):
            if instr.target is None:
                code += blobs[k]
                continue
            rel = rel_of(k)
            if k in short:
                code += bytes([SHORT_FORM[instr.name]]) + encode_operand("jump8", rel)
                continue
            if not -0x8000 <= rel <= 0x7FFF:
                raise CompileError(
                    f"a jump of {rel} bytes does not fit in 16 bits (the function is too long)",
                    self.filename, instr.line, 0,
                )
            code += bytes([OPS[instr.name]["code"]]) + encode_operand("jump", rel)
        # the exception table: runs of instructions with the same innermost handler
        self.handlers = []
        for k, instr in enumerate(instrs):
            h = instr.handler
            if h is None:
                continue
            start, stop = offsets[k], offsets[k + 1] if k + 1 < len(offsets) else end
            target = where[h.label]
            dest = offsets[target] if target < len(offsets) else end
            last = self.handlers[-1] if self.handlers else None
            if last is not None and last[1] == start and last[2] == dest and last[3] == h.depth:
                self.handlers[-1] = (last[0], stop, dest, h.depth)
            else:
                self.handlers.append((start, stop, dest, h.depth))
        entries = []
        for k, instr in enumerate(instrs):
            if not entries or entries[-1][1] != instr.line:
                entries.append((offsets[k], instr.line))
        return Assembled(bytes(code), encode_lines(self.first_line, entries), self.stack_size(instrs, where))
