"""Code generation for unpacking, comprehensions, slices and f-strings (engineer B).

Shapes (the VM relies on them):

* `a, b = v`:        <v>; UNPACK_SEQUENCE 2; <store a>; <store b>   (items pushed last first)
* `a, *b, c = v`:    <v>; UNPACK_EX 1 1; <store a>; <store b>; <store c>
* `[e for x in it if c]`, inline in the enclosing code (no function, no frame):
      BUILD_LIST 0; <it>; GET_ITER; top: FOR_ITER end; <store x>; <c> POP_JUMP_IF_FALSE top;
      <e>; LIST_APPEND 2; JUMP top; end:
  Each further `for` adds an iterator, so LIST_APPEND's operand is 1 + the number of
  iterators. Set and dict comprehensions use BUILD_SET/SET_ADD and BUILD_MAP/MAP_ADD. The
  target names are renamed to hidden locals by `rename_comprehensions` (before scope
  analysis), so they do not leak into the enclosing scope, as in Python 3.
* A generator expression is compiled like a list comprehension whose list is then iterated
  (eager, see docs/language.md).
* `x[a:b:c]`:        <x>; <a>; <b>; <c>; BUILD_SLICE 3; BINARY_SUBSCR  (None for a missing part)
* `f"a{x!r:>{w}}"`:  LOAD_STR 'a'; <x>; <w> FORMAT_VALUE 2|4; BUILD_STRING 2
"""

from __future__ import annotations

import ast
import itertools

from .assembler import Label

COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_counter = itertools.count()


class _Renamer(ast.NodeTransformer):
    def __init__(self, names: dict[str, str]):
        self.names = names

    def visit_Name(self, node: ast.Name):
        if node.id in self.names:
            node.id = self.names[node.id]
        return node


def _targets(node: ast.expr) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name)]


class _Comprehensions(ast.NodeTransformer):
    """Rename each comprehension's target names to hidden names (`.0x`), innermost first."""

    def generic_visit(self, node):
        super().generic_visit(node)
        if isinstance(node, COMPREHENSIONS):
            n = next(_counter)
            names = {}
            for g in node.generators:
                for t in _targets(g.target):
                    names[t] = f".{n}{t}"
            r = _Renamer(names)
            for i, g in enumerate(node.generators):
                r.visit(g.target)
                if i > 0:
                    r.visit(g.iter)  # the first iterable is evaluated outside
                for c in g.ifs:
                    r.visit(c)
            for part in ("elt", "key", "value"):
                if hasattr(node, part):
                    r.visit(getattr(node, part))
        return node


def rename_comprehensions(tree: ast.AST) -> ast.AST:
    return _Comprehensions().visit(tree)


class IterGen:
    """CodeGen methods (mixed in)."""

    # -- unpacking ---------------------------------------------------------------------

    def store_unpack(self, target: ast.Tuple | ast.List) -> None:
        elts = target.elts
        star = [i for i, e in enumerate(elts) if isinstance(e, ast.Starred)]
        if star:
            i = star[0]
            self.emit("UNPACK_EX", i, len(elts) - i - 1)
        else:
            self.emit("UNPACK_SEQUENCE", len(elts))
        for e in elts:
            self.store(e.value if isinstance(e, ast.Starred) else e)

    # -- comprehensions ----------------------------------------------------------------

    def comprehension(self, node, build: str, add: str) -> None:
        self.emit(build, 0)
        ends = []
        for depth, g in enumerate(node.generators, start=1):
            if g.is_async:
                raise self.source.unsupported(g, "async comprehensions are")
            top, end = Label("comp"), Label("comp_end")
            self.expr(g.iter)
            self.emit("GET_ITER")
            self.asm.place(top)
            self.emit("FOR_ITER", end)
            self.store(g.target)
            for c in g.ifs:
                self.jump_if(c, top, False)
            ends.append((top, end))
        n = len(node.generators)
        if isinstance(node, ast.DictComp):
            self.expr(node.key)
            self.expr(node.value)
        else:
            self.expr(node.elt)
        self.emit(add, n + 1)
        for top, end in reversed(ends):
            self.emit("JUMP", top)
            self.asm.place(end)

    def expr_ListComp(self, node: ast.ListComp):
        self.comprehension(node, "BUILD_LIST", "LIST_APPEND")

    def expr_SetComp(self, node: ast.SetComp):
        self.comprehension(node, "BUILD_SET", "SET_ADD")

    def expr_DictComp(self, node: ast.DictComp):
        self.comprehension(node, "BUILD_MAP", "MAP_ADD")

    def expr_GeneratorExp(self, node: ast.GeneratorExp):
        # eager: the values are computed into a list, and its iterator is the "generator"
        self.comprehension(node, "BUILD_LIST", "LIST_APPEND")
        self.emit("GET_ITER")

    # -- slices ------------------------------------------------------------------------

    def expr_Slice(self, node: ast.Slice):
        for part in (node.lower, node.upper):
            if part is None:
                self.emit("LOAD_NONE")
            else:
                self.expr(part)
        if node.step is not None:
            self.expr(node.step)
            self.emit("BUILD_SLICE", 3)
        else:
            self.emit("BUILD_SLICE", 2)

    # -- f-strings ---------------------------------------------------------------------

    def expr_JoinedStr(self, node: ast.JoinedStr):
        parts = node.values
        if not parts:
            self.emit("LOAD_STR", self.pool.qstr(""))
            return
        for v in parts:
            if isinstance(v, ast.Constant):
                self.emit("LOAD_STR", self.pool.qstr(v.value))
            else:
                self.expr(v)
        if len(parts) > 1 or not isinstance(parts[0], ast.FormattedValue):
            self.emit("BUILD_STRING", len(parts))

    def expr_FormattedValue(self, node: ast.FormattedValue):
        self.expr(node.value)
        conv = {-1: 0, ord("s"): 1, ord("r"): 2, ord("a"): 3}[node.conversion]
        flags = conv
        if node.format_spec is not None:
            self.expr(node.format_spec)
            flags |= 4
        self.emit("FORMAT_VALUE", flags)
