"""Pass 3: scope analysis, as CPython decides it.

At module level every name is a global. In a function, the parameters and every name the
function binds (assignment, augmented assignment, `for` target, `def`, `del`) are locals,
in fast slots numbered parameters first, unless declared `global`; other names are globals
(or builtins). A nested function that reads a local of an enclosing function would need a
closure cell, which wispy does not have yet: that is rejected.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from .errors import Source


@dataclass
class Scope:
    name: str
    node: ast.AST
    is_function: bool
    slots: dict[str, int] = field(default_factory=dict)  # local name -> fast slot
    declared_global: set[str] = field(default_factory=set)
    parent: Scope | None = None

    def is_local(self, name: str) -> bool:
        return name in self.slots


class _Bindings(ast.NodeVisitor):
    """The names one function binds and declares global, not looking into nested functions."""

    def __init__(self):
        self.bound: list[str] = []
        self.globals: set[str] = set()

    def bind(self, name: str):
        if name not in self.bound:
            self.bound.append(name)

    def visit_Name(self, node: ast.Name):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self.bind(node.id)

    def visit_FunctionDef(self, node: ast.FunctionDef):
        self.bind(node.name)  # the body is another scope

    def visit_Global(self, node: ast.Global):
        self.globals.update(node.names)


def _function_scope(node: ast.FunctionDef, parent: Scope) -> Scope:
    scope = Scope(node.name, node, True, parent=parent)
    b = _Bindings()
    for stmt in node.body:
        b.visit(stmt)
    scope.declared_global = b.globals
    for a in node.args.posonlyargs + node.args.args:
        scope.slots.setdefault(a.arg, len(scope.slots))
    for name in b.bound:
        if name not in b.globals:
            scope.slots.setdefault(name, len(scope.slots))
    return scope


class _Analyser(ast.NodeVisitor):
    def __init__(self, source: Source, scopes: dict):
        self.source = source
        self.scopes = scopes
        self.current: Scope | None = None

    def visit_Module(self, node: ast.Module):
        self.current = self.scopes[node] = Scope("<module>", node, False)
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef):
        outer = self.current
        self.current = self.scopes[node] = _function_scope(node, outer)
        for stmt in node.body:
            self.visit(stmt)
        self.current = outer

    def visit_Name(self, node: ast.Name):
        scope = self.current
        if scope.is_local(node.id) or node.id in scope.declared_global:
            return
        enclosing = scope.parent
        while enclosing is not None and enclosing.is_function:
            if enclosing.is_local(node.id):
                raise self.source.unsupported(
                    node,
                    f"closures (function '{scope.name}' uses '{node.id}', a local of "
                    f"the enclosing function '{enclosing.name}') are",
                )
            if node.id in enclosing.declared_global:
                return
            enclosing = enclosing.parent


def analyse(tree: ast.Module, source: Source) -> dict[ast.AST, Scope]:
    """Map the module and every FunctionDef node to its Scope."""
    scopes: dict[ast.AST, Scope] = {}
    _Analyser(source, scopes).visit(tree)
    return scopes
