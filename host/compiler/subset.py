"""Pass 1: reject, by name and location, every construct wispy does not compile yet.

Nodes are visited in source order, so the first unsupported construct is the one reported.
A node type absent from SUPPORTED is rejected with its entry in UNSUPPORTED (or a message
built from its class name); supported nodes with unsupported forms are checked below.
"""

from __future__ import annotations

import ast

from .errors import Source

SUPPORTED = {
    ast.Module, ast.Expr, ast.Pass, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.If, ast.While,
    ast.For, ast.Break, ast.Continue, ast.FunctionDef, ast.Return, ast.Global, ast.Delete,
    ast.Raise, ast.Assert, ast.Try, ast.ExceptHandler, ast.With, ast.withitem, ast.Nonlocal,
    ast.Lambda, ast.Starred, ast.ClassDef,
    ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.comprehension, ast.Slice,
    ast.JoinedStr, ast.FormattedValue, ast.Yield, ast.YieldFrom, ast.NamedExpr, ast.Await,
    ast.Constant, ast.Name, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp,
    ast.Call, ast.keyword, ast.Tuple, ast.List, ast.Attribute, ast.Subscript, ast.arguments, ast.arg,
    ast.Load, ast.Store, ast.Del, ast.Dict, ast.Set, ast.Import, ast.ImportFrom, ast.alias,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.LShift,
    ast.RShift, ast.BitAnd, ast.BitOr, ast.BitXor, ast.MatMult,
    ast.USub, ast.UAdd, ast.Invert, ast.Not, ast.And, ast.Or,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
}

UNSUPPORTED = {
    ast.Match: "'match' statements are",
}
if hasattr(ast, "TryStar"):
    UNSUPPORTED[ast.TryStar] = "'try ... except*' statements are"


def constant_problem(value: object) -> str | None:
    if value is None or value is Ellipsis or isinstance(value, (bool, int, float, bytes)):
        return None
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return "strings with lone surrogates are"
        return None
    if isinstance(value, complex):
        return "complex literals are"
    return f"{type(value).__name__} constants are"


def check_class(check, node: ast.ClassDef):
    """Class statements: no keywords (metaclass=...), no starred bases."""
    if node.keywords:
        check.reject(node.keywords[0], "class keyword arguments (metaclass=..., ...) are")
    for b in node.bases:
        if isinstance(b, ast.Starred):
            check.reject(b, "starred base classes are")


# Run-time compilation: there is no compiler on the board. A program that defines its own
# function of one of these names calls that one, and is not refused.
SOURCE_RUNNERS = {"eval", "exec", "compile"}
# Modules of concurrency the board has no room for (one core, 16 KB of RAM, no scheduler).
REFUSED_MODULES = {
    "threading": "threads ('threading') are",
    "_thread": "threads ('_thread') are",
    "multiprocessing": "processes ('multiprocessing') are",
}


def bound_names(tree: ast.AST) -> set[str]:
    """Every name the program binds anywhere (assignments, def, class, import, parameters)."""
    names = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            names.add(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            names.add(n.name)
        elif isinstance(n, ast.alias):
            names.add((n.asname or n.name).split(".")[0])
        elif isinstance(n, ast.arg):
            names.add(n.arg)
    return names


class SubsetCheck(ast.NodeVisitor):
    check_ClassDef = check_class

    def __init__(self, source: Source):
        self.source = source
        self.bound: set[str] | None = None

    def check_Module(self, node: ast.Module):
        self.bound = bound_names(node)

    def check_Call(self, node: ast.Call):
        f = node.func
        if isinstance(f, ast.Name) and f.id in SOURCE_RUNNERS and f.id not in (self.bound or ()):
            raise self.source.error(
                node, f"'{f.id}()' of source code at run time is not supported: there is no compiler on the board"
            )

    def check_Import(self, node: ast.Import | ast.ImportFrom):
        mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        for m in mods:
            if node.__class__ is ast.Import or not node.level:
                what = REFUSED_MODULES.get(m.split(".")[0])
                if what:
                    self.reject(node, what)

    check_ImportFrom = check_Import

    def reject(self, node: ast.AST, what: str):
        raise self.source.unsupported(node, what)

    def visit(self, node: ast.AST):
        kind = type(node)
        if kind not in SUPPORTED:
            self.reject(node, UNSUPPORTED.get(kind, f"'{kind.__name__}' nodes are"))
        check = getattr(self, "check_" + kind.__name__, None)
        if check is not None:
            check(node)
        self.generic_visit(node)

    def check_comprehension(self, node: ast.comprehension):
        # CPython's SyntaxError: the iterable is evaluated where the comprehension's names
        # are not yet bound, so a := there is ambiguous
        for n in ast.walk(node.iter):
            if isinstance(n, ast.NamedExpr):
                raise self.source.error(n, "assignment expression cannot be used in a comprehension iterable expression")

    def check_ListComp(self, node: ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp):
        # CPython's SyntaxError: a := naming one of the comprehension's own iteration variables
        own = {t.id for g in node.generators for t in ast.walk(g.target) if isinstance(t, ast.Name)}
        parts = [getattr(node, f) for f in ("elt", "key", "value") if hasattr(node, f)]
        parts += [c for g in node.generators for c in g.ifs]
        for part in parts:
            for n in ast.walk(part):
                if isinstance(n, ast.NamedExpr) and n.target.id in own:
                    raise self.source.error(
                        n, f"assignment expression cannot rebind comprehension iteration variable '{n.target.id}'")

    check_SetComp = check_DictComp = check_GeneratorExp = check_ListComp

    def check_Constant(self, node: ast.Constant):
        if node.value is Ellipsis and "Ellipsis" in (self.bound or ()):  # `...` loads the built-in name
            self.reject(node, "'...' in a program that assigns the name 'Ellipsis' is")
        problem = constant_problem(node.value)
        if problem:
            self.reject(node, problem)

    def check_Starred(self, node: ast.Starred):
        # f(*args) is compiled; a starred item anywhere else is rejected by its parent
        # (check_target, check_display) before this is visited
        pass

    def check_Assign(self, node: ast.Assign):
        for target in node.targets:
            self.check_target(target, allow_unpack=True)

    def check_unpack(self, node: ast.Assign, target: ast.Tuple | ast.List):
        """Only `a, b = x, y`: names on the left, a display of as many values on the right."""
        value = node.value
        names = [t.id for t in target.elts if isinstance(t, ast.Name)]
        if (
            len(node.targets) != 1
            or not isinstance(value, (ast.Tuple, ast.List))
            or len(value.elts) != len(target.elts)
            or len(names) != len(target.elts)
            or any(isinstance(e, ast.Starred) for e in value.elts)
        ):
            for t in target.elts:
                if not isinstance(t, ast.Name):
                    self.check_target(t)
            self.reject(target, "unpacking assignments other than 'a, b = x, y' are")
        if len(set(names)) != len(names):
            self.reject(target, "unpacking assignments that repeat a name are")

    def check_AugAssign(self, node: ast.AugAssign):
        self.check_target(node.target)

    def check_AnnAssign(self, node: ast.AnnAssign):
        if not isinstance(node.target, ast.Name):
            self.check_target(node.target)

    def check_For(self, node: ast.For):
        self.check_target(node.target, allow_unpack=True)

    def check_Delete(self, node: ast.Delete):
        todo = list(node.targets)
        while todo:  # del (a, [b, c]) deletes a, b, c in order
            target = todo.pop(0)
            if isinstance(target, (ast.Tuple, ast.List)):
                todo[:0] = target.elts
            elif not isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)):
                self.reject(target, "'del' of anything but names, attributes and items is")

    def check_target(self, target: ast.expr, allow_unpack: bool = False):
        if isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)):
            return
        if isinstance(target, (ast.Tuple, ast.List)) and allow_unpack:
            # unpacking: nested, at most one starred target per level
            starred = [t for t in target.elts if isinstance(t, ast.Starred)]
            if len(starred) > 1:
                self.reject(starred[1], "multiple starred expressions in assignment are")
            for t in target.elts:
                self.check_target(t.value if isinstance(t, ast.Starred) else t, allow_unpack=True)
            return
        if isinstance(target, ast.Starred):
            self.reject(target, UNSUPPORTED[ast.Starred])
        self.reject(target, "unpacking assignments (a, b = ...) are")


def check(tree: ast.Module, source: Source) -> None:
    SubsetCheck(source).visit(tree)
