"""Pass 0b: `async def` and `await` made the generators they are underneath (docs/language.md,
"Coroutines").

An `async def` becomes an ordinary FunctionDef marked `is_coroutine`: its code record has the
generator flag and the coroutine bit (image EXTRA_COROUTINE), so calling it makes a generator
that the firmware knows as a coroutine. `await x` stays an `ast.Await`, compiled by
itergen.expr_Await as a `yield from` of x's awaitable. CPython itself finds `await` outside an
async function and `yield from` inside one (parse.py compiles the tree once); what wispy
does not compile yet is refused here by name: async generators (`yield` in an `async def`),
`await` in a generator expression.

`async for` and `async with` become the statements CPython's own compiler spells them as
(PEP 492's expansions, with its TypeErrors for an object without the methods): a `while`
loop around `await type(it).__anext__(it)` that ends at StopAsyncIteration, and PEP 343's
try/except/finally around the body with `await`ed `__aenter__` and `__aexit__`. Their hidden
names start with '.', which no program can spell (a local of the coroutine each; the
templates below spell them `_w_...` for the parser).
"""

from __future__ import annotations

import ast

from .errors import Source


def _own_nodes(fn: ast.AST):
    """The nodes of fn's own body: not those of nested functions, classes or lambdas."""
    todo = list(fn.body)
    while todo:
        n = todo.pop()
        yield n
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(n))


_ASYNC_FOR = """
_w_it = _w_ITER
if not hasattr(type(_w_it), '__aiter__'):
    raise TypeError("'async for' requires an object with __aiter__ method, got %s" % type(_w_it).__name__)
_w_it = type(_w_it).__aiter__(_w_it)
if not hasattr(type(_w_it), '__anext__'):
    raise TypeError("'async for' received an object from __aiter__ that does not implement __anext__: %s"
                    % type(_w_it).__name__)
_w_done = False
while True:
    try:
        _w_v = await type(_w_it).__anext__(_w_it)
    except StopAsyncIteration:
        _w_done = True
        break
    _w_TARGET = _w_v
    _w_BODY
if _w_done:
    _w_ORELSE
"""

_ASYNC_WITH = """
_w_mgr = _w_EXPR
if not hasattr(type(_w_mgr), '__aenter__') or not hasattr(type(_w_mgr), '__aexit__'):
    raise TypeError("'%s' object does not support the asynchronous context manager protocol"
                    % type(_w_mgr).__name__)
_w_exit = type(_w_mgr).__aexit__
_w_v = await type(_w_mgr).__aenter__(_w_mgr)
_w_ok = True
try:
    try:
        _w_TARGET = _w_v
        _w_BODY
    except BaseException as _w_e:
        _w_ok = False
        if not await _w_exit(_w_mgr, type(_w_e), _w_e, None):
            raise
finally:
    if _w_ok:
        await _w_exit(_w_mgr, None, None, None)
"""


class _Expand(ast.NodeTransformer):
    """A template's statements with its placeholders filled: `_w_NAME` statements and
    expressions by the node (or list of statements) given for NAME, the other `_w_` names
    made hidden ('.' and the statement's number), every node at the statement's place."""

    def __init__(self, parts: dict, serial: int, where: ast.AST):
        self.parts, self.serial, self.where = parts, serial, where

    def visit_Name(self, node: ast.Name):
        if node.id.startswith("_w_"):
            key = node.id[3:]
            if key in self.parts:
                return self.parts[key]
            node.id = f".{key}{self.serial}"
        return node

    def visit_ExceptHandler(self, node: ast.ExceptHandler):
        if node.name and node.name.startswith("_w_"):
            node.name = f".{node.name[3:]}{self.serial}"
        return self.generic_visit(node)

    def generic_visit(self, node: ast.AST):
        for field, value in ast.iter_fields(node):
            if isinstance(value, list):
                out = []
                for item in value:
                    key = _placeholder(item)
                    if key is not None and key in self.parts:  # a statement list's place
                        part = self.parts[key]
                        out.extend(part if isinstance(part, list) else [part])
                    elif isinstance(item, ast.AST):
                        new = self.visit(item)
                        out.extend(new if isinstance(new, list) else [new])
                    else:
                        out.append(item)
                value[:] = out
            elif isinstance(value, ast.AST):
                setattr(node, field, self.visit(value))
        return node

    def expand(self, template: str) -> list[ast.stmt]:
        body = ast.parse(template).body
        tree = ast.Module(body=body, type_ignores=[])
        self.generic_visit(tree)
        for n in ast.walk(tree):
            if "lineno" in n._attributes and not hasattr(n, "_w_kept"):
                ast.copy_location(n, self.where)
        return tree.body


def _placeholder(stmt: object) -> str | None:
    """NAME of a bare `_w_NAME` expression statement (a statement list's place)."""
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Name) and stmt.value.id.startswith("_w_"):
        return stmt.value.id[3:]
    return None


def _kept(nodes):
    """Mark the program's own nodes so that the expansion keeps their places."""
    for top in nodes if isinstance(nodes, list) else [nodes]:
        for n in ast.walk(top):
            n._w_kept = True
    return nodes


class _Lower(ast.NodeTransformer):
    def __init__(self, source: Source):
        self.source = source
        self.serial = 0

    def _expand(self, template: str, parts: dict, where: ast.AST) -> list[ast.stmt]:
        self.serial += 1
        return _Expand({k: _kept(v) for k, v in parts.items()}, self.serial, where).expand(template)

    def visit_AsyncFor(self, node: ast.AsyncFor):
        self.generic_visit(node)
        parts = {"ITER": node.iter, "TARGET": node.target, "BODY": node.body,
                 "ORELSE": node.orelse or [ast.copy_location(ast.Pass(), node)]}
        return self._expand(_ASYNC_FOR, parts, node)

    def visit_AsyncWith(self, node: ast.AsyncWith):
        self.generic_visit(node)
        body = node.body
        for item in reversed(node.items[1:]):  # `async with a, b:` is `async with a: async with b:`
            inner = ast.copy_location(ast.AsyncWith(items=[item], body=body), node)
            body = self.visit_AsyncWith(inner)
        item = node.items[0]
        target = item.optional_vars
        if target is None:  # the value of __aenter__ kept nowhere the program sees
            target = ast.copy_location(ast.Name(f".unused{self.serial + 1}", ast.Store()), node)
        parts = {"EXPR": item.context_expr, "BODY": body, "TARGET": target}
        return self._expand(_ASYNC_WITH, parts, node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef):
        self.generic_visit(node)
        for n in _own_nodes(node):
            if isinstance(n, ast.Yield):
                raise self.source.unsupported(n, "asynchronous generators ('yield' in an 'async def') are")
        new = ast.FunctionDef(name=node.name, args=node.args, body=node.body,
                              decorator_list=node.decorator_list, returns=node.returns)
        new.is_coroutine = True
        return ast.copy_location(new, node)

    def visit_GeneratorExp(self, node: ast.GeneratorExp):
        for n in ast.walk(node):
            if isinstance(n, ast.Await):
                raise self.source.unsupported(n, "'await' in a generator expression (an asynchronous generator) is")
        return self.generic_visit(node)


def lower(tree: ast.Module, source: Source) -> ast.Module:
    return _Lower(source).visit(tree)


def is_coroutine(node: ast.AST) -> bool:
    return getattr(node, "is_coroutine", False)
