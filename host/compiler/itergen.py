"""Code generation for unpacking, comprehensions, slices and f-strings.

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
* A generator expression becomes a generator function of the first iterable (see
  `_genexpr_function`): lazy, as in CPython.
* `x[a:b:c]`:        <x>; <a>; <b>; <c>; BUILD_SLICE 3; BINARY_SUBSCR  (None for a missing part)
* `f"a{x!r:>{w}}"`:  LOAD_STR 'a'; <x>; <w> FORMAT_VALUE 2|4; BUILD_STRING 2
"""

from __future__ import annotations

import ast
import itertools

from .assembler import Label

COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
YIELD_FROM_RESULT = " yield from"  # see expr_YieldFrom and obj_getattr (obj_class.c)
AWAIT_ATTR = " await"  # see expr_Await and obj_getattr (obj_class.c)


class _Renamer(ast.NodeTransformer):
    def __init__(self, names: dict[str, str]):
        self.names = names

    def visit_Name(self, node: ast.Name):
        if node.id in self.names:
            node.id = self.names[node.id]
        return node

    def visit_Lambda(self, node: ast.Lambda):
        # a lambda's defaults are the comprehension's; its body sees its own parameters
        a = node.args
        for d in a.defaults + [d for d in a.kw_defaults if d is not None]:
            self.visit(d)
        own = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [a.vararg, a.kwarg] if x is not None}
        inner = {k: v for k, v in self.names.items() if k not in own}
        if inner:
            _Renamer(inner).visit(node.body)
        return node


def _targets(node: ast.expr) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name)]


class GenExprFunction(ast.expr):
    """A generator expression made a generator function (see _genexpr_function): `func`
    is its FunctionDef, `iter` the first iterable, evaluated in the enclosing scope.
    `func.walrus` names the targets of its `:=` (its own and its nested generator
    expressions'), which bind in the scope that contains the generator expression, as in
    CPython: scope analysis makes them that scope's and the function's nonlocal (or global)."""

    _fields = ("iter", "func")


def _walrus_targets(nodes: list[ast.AST]) -> list[str]:
    """The names a `:=` binds in these expressions, not inside a lambda (whose own they
    are), with those of generator expressions already made functions."""
    names: list[str] = []
    todo = list(nodes)
    while todo:
        n = todo.pop(0)
        if isinstance(n, ast.NamedExpr) and n.target.id not in names:
            names.append(n.target.id)
        if isinstance(n, GenExprFunction):
            names += [w for w in n.func.walrus if w not in names]
            todo.append(n.iter)
            continue
        if not isinstance(n, ast.Lambda):
            todo.extend(ast.iter_child_nodes(n))
    return names


def _genexpr_function(node: ast.GeneratorExp) -> GenExprFunction:
    """`(e for x in a if c for y in b)` -> `def <genexpr>(.0): for x in .0: if c: for y in b:
    yield e`, called with iter(a): lazy, and its names are its own, as in CPython."""
    body: list[ast.stmt] = [ast.Expr(ast.Yield(node.elt))]
    for i, g in reversed(list(enumerate(node.generators))):
        for c in reversed(g.ifs):
            body = [ast.If(c, body, [])]
        it = ast.Name(".0", ast.Load()) if i == 0 else g.iter
        body = [ast.For(g.target, it, body, [])]
    args = ast.arguments(posonlyargs=[], args=[ast.arg(".0")], vararg=None, kwonlyargs=[],
                         kw_defaults=[], kwarg=None, defaults=[])
    fn = ast.FunctionDef("<genexpr>", args, body, [], None)
    fn.walrus = _walrus_targets([node.elt, *node.generators[0].ifs,
                                 *(part for g in node.generators[1:] for part in (g.iter, *g.ifs))])
    new = GenExprFunction(iter=node.generators[0].iter, func=fn)
    ast.copy_location(new, node)
    ast.copy_location(fn, node)
    ast.fix_missing_locations(fn)
    return new


class _Comprehensions(ast.NodeTransformer):
    """Rename each comprehension's target names to hidden names (`.0x`), innermost first;
    make generator expressions generator functions."""

    def __init__(self):
        self.counter = itertools.count()  # per compilation: images are deterministic

    def generic_visit(self, node):
        super().generic_visit(node)
        if isinstance(node, ast.GeneratorExp):
            return _genexpr_function(node)
        if isinstance(node, COMPREHENSIONS):
            n = next(self.counter)
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


def is_generator(node: ast.AST) -> bool:
    """A function whose own body (not nested functions or classes) has yield."""
    if not isinstance(node, (ast.FunctionDef, ast.Lambda)):
        return False
    if getattr(node, "is_coroutine", False):  # async def (asyncdef.py): a generator underneath
        return True
    todo = list(node.body) if isinstance(node, ast.FunctionDef) else [node.body]
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(n))
    return False


class IterGen:
    """CodeGen methods (mixed in)."""

    # -- generators --------------------------------------------------------------------

    def expr_Yield(self, node: ast.Yield):
        # <value>; YIELD_VALUE  (leaves the value sent in, None for next())
        if node.value is None:
            self.emit("LOAD_NONE")
        else:
            self.expr(node.value)
        self.emit("YIELD_VALUE")

    def expr_YieldFrom(self, node: ast.YieldFrom):
        # <it>; GET_ITER; DUP_TOP; top: FOR_ITER end; YIELD_VALUE; POP_TOP; JUMP top;
        # end: LOAD_ATTR " yield from"   (the sub-generator's return value, None for other
        # iterators: an attribute name no Python code can spell). The firmware knows a
        # generator suspended here by this shape (obj_gen.c delegate_of: the iterator twice on
        # top of the stack, POP_TOP after the yield) and passes send/throw/close on to it.
        self.expr(node.value)
        self.yield_from_top()

    def yield_from_top(self):
        top, end = Label("yf"), Label("yf_end")
        self.emit("GET_ITER")
        self.emit("DUP_TOP")
        self.asm.place(top)
        self.emit("FOR_ITER", end)
        self.emit("YIELD_VALUE")
        self.emit("POP_TOP")
        self.emit("JUMP", top)
        self.asm.place(end)
        self.emit("LOAD_ATTR", self.pool.qstr(YIELD_FROM_RESULT))

    def expr_Await(self, node: ast.Await):
        # <x>; LOAD_ATTR " await"; then `yield from` of it. " await" (a name no Python code
        # can spell) is x's awaitable (obj_gen.c gen_awaitable): a coroutine itself, or what
        # its __await__() returns; CPython's TypeError for anything else.
        self.expr(node.value)
        self.emit("LOAD_ATTR", self.pool.qstr(AWAIT_ATTR))
        self.yield_from_top()

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
                raise self.source.unsupported(node, "async comprehensions are")
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

    def expr_GenExprFunction(self, node: GenExprFunction):
        # MAKE_FUNCTION(_EX) <genexpr>; <first iterable>; GET_ITER; CALL_FUNCTION 1
        self.make_function(node.func)
        self.expr(node.iter)
        self.emit("GET_ITER")
        self.emit("CALL_FUNCTION", 1)

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
        if len(parts) > 1:
            self.emit("BUILD_STRING", len(parts))

    def expr_FormattedValue(self, node: ast.FormattedValue):
        self.expr(node.value)
        conv = {-1: 0, ord("s"): 1, ord("r"): 2, ord("a"): 3}[node.conversion]
        flags = conv
        if node.format_spec is not None:
            self.expr(node.format_spec)
            flags |= 4
        self.emit("FORMAT_VALUE", flags)
