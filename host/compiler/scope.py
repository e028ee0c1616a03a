"""Pass 3: scope analysis, as CPython decides it.

At module level every name is a global. In a function (or a lambda), the parameters and every
name the function binds (assignment, augmented assignment, `for` target, `def`, `del`,
`except ... as`, `with ... as`) are locals, in fast slots numbered parameters first, unless
declared `global` or `nonlocal`; other names are globals (or builtins), or free variables when
an enclosing function binds them.

Closures: a local that a nested function uses is a *cell* (the function's first instructions
wrap it with MAKE_CELL; it is read and written with LOAD_DEREF/STORE_DEREF). A name a function
takes from an enclosing function is *free*: its slots are the function's last ones, filled at
each call from the function object's closure tuple. A function between the two passes the
cell through (it is free there too), as in CPython.

Slots: positional parameters, keyword-only parameters, `*args`, `**kwargs`, the other locals,
then the free variables.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from .errors import Source

FUNCTION_NODES = (ast.FunctionDef, ast.Lambda)


@dataclass
class Scope:
    name: str
    node: ast.AST
    is_function: bool
    slots: dict[str, int] = field(default_factory=dict)  # local name -> fast slot
    declared_global: set[str] = field(default_factory=set)
    declared_nonlocal: set[str] = field(default_factory=set)
    parent: Scope | None = None
    bound: list[str] = field(default_factory=list)  # names bound here, in order
    used: list[ast.Name] = field(default_factory=list)  # every name node of this scope
    cells: set[str] = field(default_factory=set)  # locals used by nested functions
    free: list[str] = field(default_factory=list)  # names taken from enclosing functions
    n_args: int = 0
    n_kwonly: int = 0
    n_posonly: int = 0
    varargs: bool = False
    varkw: bool = False

    def is_local(self, name: str) -> bool:
        return name in self.slots

    def is_deref(self, name: str) -> bool:
        """Read and written through a cell (a cell of this function or a free variable)."""
        return name in self.cells or name in self.free

    def owns(self, name: str) -> bool:
        """Binds name itself (a parameter or a local), not global or nonlocal."""
        return name in self.bound and name not in self.declared_global and name not in self.declared_nonlocal


class _Collect(ast.NodeVisitor):
    """Scopes, with what each binds, declares and uses (not resolved yet)."""

    def __init__(self, source: Source, scopes: dict):
        self.source = source
        self.scopes = scopes
        self.current: Scope | None = None
        self.order: list[Scope] = []

    def _bind(self, name: str):
        if name not in self.current.bound:
            self.current.bound.append(name)

    def visit_Module(self, node: ast.Module):
        self.current = self.scopes[node] = Scope("<module>", node, False)
        self.order.append(self.current)
        self.generic_visit(node)

    def _function(self, node, name: str, body: list):
        a = node.args
        for d in a.defaults + [d for d in a.kw_defaults if d is not None]:
            self.visit(d)  # evaluated in the enclosing scope, at definition time
        if isinstance(node, ast.FunctionDef):
            for d in node.decorator_list:
                self.visit(d)
            if name != "<genexpr>":  # a generator expression's function is a value, bound to no name
                self._bind(node.name)
        outer = self.current
        scope = Scope(name, node, True, parent=outer)
        self.scopes[node] = scope
        self.order.append(scope)
        self.current = scope
        params = [x.arg for x in a.posonlyargs + a.args]
        scope.n_args = len(params)
        params += [x.arg for x in a.kwonlyargs]
        scope.n_kwonly = len(a.kwonlyargs)
        scope.n_posonly = len(a.posonlyargs)
        if a.vararg:
            params.append(a.vararg.arg)
            scope.varargs = True
        if a.kwarg:
            params.append(a.kwarg.arg)
            scope.varkw = True
        for p in params:
            self._bind(p)
        for name in getattr(node, "walrus", ()):
            self._walrus(scope, name)
        for stmt in body:
            self.visit(stmt)
        self.current = outer

    def _walrus(self, genexpr: Scope, name: str):
        """A `:=` target of a generator expression's function: it binds in the nearest scope
        around it that is not a generator expression (a local there, so the function's
        nonlocal; or a global, at module level or where declared global). In a class body
        CPython refuses it, and so does this."""
        s = genexpr.parent
        while s.is_function and s.name == "<genexpr>":
            s = s.parent
        if getattr(s, "is_class", False):
            raise self.source.error(genexpr.node, "assignment expression within a comprehension cannot be used in a class body")
        if not s.is_function or name in s.declared_global:
            genexpr.declared_global.add(name)
            return
        if name not in s.bound:
            s.bound.append(name)
        genexpr.declared_nonlocal.add(name)

    def visit_FunctionDef(self, node: ast.FunctionDef):
        self._function(node, node.name, node.body)

    def visit_Lambda(self, node: ast.Lambda):
        self._function(node, "<lambda>", [node.body])

    def visit_ClassDef(self, node: ast.ClassDef):
        # the class body is a function of the bases (host/compiler/classes.py); methods do
        # not see its names (see _enclosing_owner), except the `__class__` cell of super()
        from .classes import base_param, namespace_statements, rewrite_super

        uses_class = rewrite_super(node)
        for d in node.decorator_list + node.bases:
            self.visit(d)
        self._bind(node.name)
        outer = self.current
        scope = Scope(node.name, node, True, parent=outer)
        scope.is_class = True
        self.scopes[node] = scope
        self.order.append(scope)
        self.current = scope
        scope.n_args = len(node.bases)
        for i in range(len(node.bases)):
            self._bind(base_param(i))
        if uses_class:
            self._bind("__class__")
        for stmt in node.body:
            self.visit(stmt)
        extra = namespace_statements(node, [n for n in scope.bound if scope.owns(n)])
        for stmt in extra:
            self.visit(stmt)
        node.body.extend(extra)
        self.current = outer

    def _comprehension(self, node):
        # In a class body a comprehension's own scope does not see the class's names (as a
        # method does not): all but its first iterable. Comprehensions are compiled inline,
        # so the names are marked here and loaded as globals (codegen.expr_Name).
        if getattr(self.current, "is_class", False):
            parts = [g.iter for g in node.generators[1:]] + [c for g in node.generators for c in g.ifs]
            parts += [getattr(node, a) for a in ("elt", "key", "value") if hasattr(node, a)]
            for part in parts:
                for n in ast.walk(part):
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and not n.id.startswith("."):
                        n.outside_class = True
        self.generic_visit(node)

    visit_ListComp = visit_SetComp = visit_DictComp = _comprehension

    def visit_Global(self, node: ast.Global):
        if self.current.is_function:
            self.current.declared_global.update(node.names)

    def visit_Nonlocal(self, node: ast.Nonlocal):
        if not self.current.is_function:
            raise self.source.error(node, "nonlocal declaration not allowed at module level")
        self.current.declared_nonlocal.update(node.names)

    def visit_Name(self, node: ast.Name):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._bind(node.id)
        self.current.used.append(node)

    def visit_ExceptHandler(self, node: ast.ExceptHandler):
        if node.name:
            self._bind(node.name)
            self.current.used.append(ast.copy_location(ast.Name(node.name, ast.Store()), node))
        self.generic_visit(node)


def _enclosing_owner(scope: Scope, name: str) -> Scope | None:
    s = scope.parent
    while s is not None and s.is_function:
        if getattr(s, "is_class", False) and name != "__class__":
            s = s.parent  # a class body's names are not seen by the functions inside it
            continue
        if name in s.declared_global:
            return None
        if s.owns(name):
            return s
        s = s.parent
    return None


def _make_free(scope: Scope, owner: Scope, name: str) -> None:
    owner.cells.add(name)
    s = scope
    while s is not owner:
        if name not in s.free:
            s.free.append(name)
        s = s.parent


def analyse(tree: ast.Module, source: Source) -> dict[ast.AST, Scope]:
    """Map the module and every FunctionDef and Lambda node to its Scope."""
    scopes: dict[ast.AST, Scope] = {}
    c = _Collect(source, scopes)
    c.visit(tree)
    for scope in c.order:
        if not scope.is_function:
            continue
        for name in scope.declared_nonlocal:
            owner = _enclosing_owner(scope, name)
            if owner is None:
                raise source.error(scope.node, f"no binding for nonlocal '{name}' found")
            _make_free(scope, owner, name)
        for node in scope.used:
            name = node.id
            if getattr(node, "outside_class", False) and _enclosing_owner(scope, name) is not None:
                node.outside_class = False  # a class local shadowing a function's: not handled
            if scope.owns(name) or name in scope.declared_global or name in scope.declared_nonlocal:
                continue
            owner = _enclosing_owner(scope, name)
            if owner is not None:
                _make_free(scope, owner, name)
    for scope in c.order:
        if not scope.is_function:
            continue
        for name in scope.bound:
            if scope.owns(name):
                scope.slots.setdefault(name, len(scope.slots))
        for name in scope.free:
            scope.slots.setdefault(name, len(scope.slots))
    return scopes
