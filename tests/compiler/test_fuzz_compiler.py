"""Fuzzing: whatever the source, the compiler returns an image or raises CompileError, never
another exception; programs in the supported subset always compile to a readable image."""

from __future__ import annotations

import os
import random
import warnings

import pytest
from wispy.compiler import CompileError, compile_source
from wispy.disasm import disassemble
from wispy.image import read_image, write_image


def compile_or_error(src: str) -> None:
    try:
        image = compile_source(src, "fuzz.py")
    except CompileError as e:
        assert e.line >= 0 and e.col >= 0 and e.message
        e.render()
        return
    img = read_image(image)
    assert write_image(img) == image
    disassemble(image)


# -- hypothesmith: arbitrary valid Python ---------------------------------------------------------

hypothesis = pytest.importorskip("hypothesis", reason="hypothesis is in the dev extra")
hypothesmith = pytest.importorskip("hypothesmith", reason="hypothesmith is in the dev extra")
from hypothesis import HealthCheck, given, settings  # noqa: E402 (after the importorskip guards)

# 100 fixed examples in CI; WISPY_FUZZ_EXAMPLES=N runs N fresh random ones for a deeper search
_DEEP = os.environ.get("WISPY_FUZZ_EXAMPLES")
FUZZ = settings(max_examples=int(_DEEP or 100), deadline=None, suppress_health_check=list(HealthCheck),
                derandomize=_DEEP is None)


@FUZZ
@pytest.mark.filterwarnings("ignore::SyntaxWarning")
@given(hypothesmith.from_grammar())
def test_grammar_fuzz(src):
    compile_or_error(src)


@FUZZ
@pytest.mark.filterwarnings("ignore::SyntaxWarning")
@given(hypothesmith.from_node())
def test_node_fuzz(src):
    compile_or_error(src)


# -- a seeded generator of programs in the supported subset ------------------------------------


class SubsetGen:
    """Random programs using only what wispy compiles: every one must compile."""

    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.depth = 0

    def name(self) -> str:
        return self.r.choice(["a", "b", "c", "n", "total", "print", "len", "__name__"])

    def expr(self, d: int = 0) -> str:
        r = self.r
        if d > 3:
            return r.choice([str(r.randint(-5, 5)), self.name(), "'s'", "None", "True"])
        k = r.randrange(14)
        if k == 0:
            return str(r.choice([0, 1, -1, 2**30 - 1, 2**30, -(2**30) - 1, 10**25, r.randint(-999, 999)]))
        if k == 1:
            return repr(r.choice(["", "x", "héllo", "a\nb", "'q'"]))
        if k == 2:
            return self.name()
        if k == 3:
            op = r.choice(["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"])
            return f"({self.expr(d + 1)} {op} {self.expr(d + 1)})"
        if k == 4:
            return f"({r.choice(['-', '+', '~', 'not '])}{self.expr(d + 1)})"
        if k == 5:
            ops = [r.choice(["<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"])
                   for _ in range(r.randint(1, 3))]
            parts = [self.expr(d + 1)]
            for op in ops:
                parts += [op, self.expr(d + 1)]
            return "(" + " ".join(parts) + ")"
        if k == 6:
            return f"({self.expr(d + 1)} {r.choice(['and', 'or'])} {self.expr(d + 1)})"
        if k == 7:
            return f"({self.expr(d + 1)} if {self.expr(d + 1)} else {self.expr(d + 1)})"
        if k == 8:
            args = [self.expr(d + 1) for _ in range(r.randint(0, 3))]
            if r.random() < 0.3:
                args.append(f"sep={self.expr(d + 1)}")
            return f"{self.name()}({', '.join(args)})"
        if k == 9:
            return "(" + "".join(self.expr(d + 1) + ", " for _ in range(r.randint(0, 3))) + ")"
        if k == 10:
            return "[" + ", ".join(self.expr(d + 1) for _ in range(r.randint(0, 3))) + "]"
        if k == 11:
            return f"{self.expr(d + 1)}[{self.expr(d + 1)}]"
        if k == 12:
            return f"{self.name()}.{r.choice(['x', 'append', 'real'])}"
        return f"{self.name()}.append({self.expr(d + 1)})"

    def block(self, indent: str, in_loop: bool, in_def: bool, d: int) -> list[str]:
        return [ln for _ in range(self.r.randint(1, 3)) for ln in self.stmt(indent, in_loop, in_def, d)]

    def stmt(self, indent: str, in_loop: bool, in_def: bool, d: int) -> list[str]:
        r = self.r
        k = r.randrange(16 if d < 3 else 8)
        inner = indent + "    "
        if k == 0:
            return [f"{indent}{self.name()} = {self.expr()}"]
        if k == 1:
            return [f"{indent}{self.name()} {r.choice(['+=', '-=', '*=', '//=', '|='])} {self.expr()}"]
        if k == 2:
            return [f"{indent}{self.expr()}"]
        if k == 3:
            return [f"{indent}pass"]
        if k == 4 and in_loop:
            return [f"{indent}{r.choice(['break', 'continue'])}"]
        if k == 5 and in_def:
            return [f"{indent}return {self.expr() if r.random() < 0.8 else ''}"]
        if k == 6:
            return [f"{indent}a, b = {self.expr()}, {self.expr()}"]
        if k == 7:
            return [f"{indent}assert {self.expr()}, {self.expr()}"]
        if k in (8, 9):
            out = [f"{indent}if {self.expr()}:", *self.block(inner, in_loop, in_def, d + 1)]
            if r.random() < 0.5:
                out += [f"{indent}elif {self.expr()}:", *self.block(inner, in_loop, in_def, d + 1)]
            if r.random() < 0.5:
                out += [f"{indent}else:", *self.block(inner, in_loop, in_def, d + 1)]
            return out
        if k == 10:
            out = [f"{indent}while {self.expr()}:", *self.block(inner, True, in_def, d + 1)]
            if r.random() < 0.3:
                out += [f"{indent}else:", *self.block(inner, in_loop, in_def, d + 1)]
            return out
        if k == 11:
            out = [f"{indent}for {self.name()} in {self.expr()}:", *self.block(inner, True, in_def, d + 1)]
            if r.random() < 0.3:
                out += [f"{indent}else:", *self.block(inner, in_loop, in_def, d + 1)]
            return out
        if k == 12 and not in_def:
            params = ", ".join(r.sample(["p", "q", "n", "a"], r.randint(0, 3)))
            body = []
            if r.random() < 0.3:
                body.append(f"{inner}global total")
            body += self.block(inner, False, True, d + 1)
            return [f"{indent}def f{r.randint(0, 3)}({params}):", *body]
        if k == 13:
            return [f"{indent}del {self.name()}" if self.name() not in ("print", "len", "__name__") else f"{indent}pass"]
        if k == 14:
            return [f"{indent}raise {self.expr()}"]
        return [f"{indent}{self.name()} = {self.name()} = {self.expr()}"]

    def program(self) -> str:
        return "\n".join(self.block("", False, False, 0)) + "\n"


@pytest.mark.parametrize("seed", range(300))
def test_subset_programs_compile(seed):
    src = SubsetGen(seed).program()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(src, "gen.py", "exec")
    except SyntaxError:
        pytest.skip("generated a program CPython rejects")  # e.g. `del print` is fine, this is rare
    image = compile_source(src, "gen.py")
    img = read_image(image)
    assert write_image(img) == image
    assert ": <module>  file gen.py" in disassemble(image)


UNSUPPORTED_LINES = [
    "async def K(): yield", "match y:\n    case 1:\n        pass", "x = 1j",
    "class K(metaclass=M): pass", "try:\n    pass\nexcept* E:\n    pass",
]


@pytest.mark.parametrize("seed", range(60))
def test_unsupported_statement_inserted_anywhere_is_reported_at_its_line(seed):
    r = random.Random(seed)
    lines = SubsetGen(seed).program().splitlines()
    top_level = [
        i for i, ln in enumerate(lines) if not ln.startswith((" ", "elif", "else"))
    ] + [len(lines)]
    at = r.choice(top_level)
    bad = r.choice(UNSUPPORTED_LINES)
    src = "\n".join(lines[:at] + bad.splitlines() + lines[at:]) + "\n"
    with pytest.raises(CompileError) as e:
        compile_source(src, "gen.py")
    assert e.value.line == at + 1, e.value.render()
