"""Pass 0b: `async def` and `await` made the generators they are underneath (docs/language.md,
"Coroutines").

An `async def` becomes an ordinary FunctionDef marked `is_coroutine`: its code record has the
generator flag and the coroutine bit (image EXTRA_COROUTINE), so calling it makes a generator
that the firmware knows as a coroutine. `await x` stays an `ast.Await`, compiled by
itergen.expr_Await as a `yield from` of x's awaitable. CPython itself finds `await` outside an
async function and `yield from` inside one (parse.py compiles the tree once); what wispy
does not compile yet is refused here by name: async generators (`yield` in an `async def`),
`await` in a generator expression, `async for`, `async with` (subset.py).
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


class _Lower(ast.NodeTransformer):
    def __init__(self, source: Source):
        self.source = source

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
