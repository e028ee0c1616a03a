"""Imports: `import` and `from ... import` become assignments of import expressions, so
that scope analysis sees ordinary name bindings and code generation emits IMPORT_NAME /
IMPORT_FROM (see docs/language.md, "Modules").

    import a.b           a = ImportModule(["a", "a.b"], bind="a")
    import a.b as n      n = ImportModule(["a", "a.b"], bind="a.b")
    from a.b import x    x = FromImport(["a", "a.b"], "a.b", "x")     (a.b.x first if it is a module)
    from . import m      relative names are resolved here, against the importing module (one
                         past the top package raises ImportError when it runs, as in CPython)
    from a import *      FromImport(["a"], "a", "*") as a statement: at run time IMPORT_FROM
                         "*" copies a's public names into the module's globals (those of a
                         built-in module that the program names at all; every one for "* all",
                         which an interactive input gets, as a later input may name any) and
                         pushes None

A module of the program is found by name in the program's table (its top-level code is a
constant: IMPORT_NAME's second operand is 1 + that index); any other name is a built-in
module of the firmware (operand 0), which raises ImportError at run time if it has none.
"""

from __future__ import annotations

import ast

from .errors import Source

BUILTIN_MODULES = {"collections", "gc", "math", "random", "struct", "sys", "time"}


class ImportModule(ast.expr):
    """Import each of `chain` in turn (a package before its submodules); the value is the
    module named `bind`."""

    _fields = ("chain", "bind")


class FromImport(ast.expr):
    """Import each of `chain`; the value is attribute `name` of the module named `module`."""

    _fields = ("chain", "module", "name")


def chain_of(dotted: str) -> list[str]:
    parts = dotted.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


class Rewriter(ast.NodeTransformer):
    def __init__(self, source: Source, module: str, is_package: bool, program: set[str]):
        self.source = source
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.program = program

    def _assign(self, node: ast.stmt, target: str, value: ast.expr) -> ast.Assign:
        ast.copy_location(value, node)
        a = ast.Assign(targets=[ast.copy_location(ast.Name(target, ast.Store()), node)], value=value)
        return ast.copy_location(a, node)

    def visit_Import(self, node: ast.Import):
        out = []
        for alias in node.names:
            chain = chain_of(alias.name)
            if alias.asname:
                out.append(self._assign(node, alias.asname, ImportModule(chain=chain, bind=alias.name)))
            else:
                out.append(self._assign(node, chain[0], ImportModule(chain=chain, bind=chain[0])))
        return out

    def visit_ImportFrom(self, node: ast.ImportFrom):
        base = node.module or ""
        if node.level:
            pkg = self.package.split(".") if self.package else []
            up = node.level - 1
            if up >= len(pkg):  # no package, or one past its top (the root is no package)
                # CPython compiles it and raises ImportError when it runs (a `try` may catch it)
                why = ("attempted relative import beyond top-level package" if pkg else
                       "attempted relative import with no known parent package")
                error = ast.Call(ast.Name("ImportError", ast.Load()), [ast.Constant(why)], [])
                return ast.fix_missing_locations(ast.copy_location(ast.Raise(exc=error, cause=None), node))
            pkg = pkg[: len(pkg) - up]
            base = ".".join(pkg + ([base] if base else []))
        out = []
        for alias in node.names:
            chain = chain_of(base) if base else []
            if alias.name == "*":  # only at module level (CPython's parser says so)
                if not chain:
                    raise self.source.error(node, "no module named in this import")
                star = ast.copy_location(FromImport(chain=chain, module=base, name="*"), node)
                out.append(ast.copy_location(ast.Expr(value=star), node))
                continue
            sub = f"{base}.{alias.name}" if base else alias.name
            if sub in self.program:
                chain = chain + [sub]
            if not chain:
                raise self.source.error(node, "no module named in this import")
            out.append(self._assign(node, alias.asname or alias.name, FromImport(chain=chain, module=base, name=alias.name)))
        return out


def rewrite(tree: ast.Module, source: Source, module: str = "__main__", is_package: bool = False,
            program: set[str] | None = None) -> ast.Module:
    return Rewriter(source, module, is_package, program or set()).visit(tree)


def emit_chain(gen, chain: list[str], keep: str | None) -> None:
    """IMPORT_NAME each module of chain (POP_TOP all but the one named keep, left on top)."""
    modules = gen.pool.modules
    for name in chain:
        code = modules.get(name)
        gen.emit("IMPORT_NAME", gen.pool.qstr(name), 0 if code is None else code + 1)
        if name != keep:
            gen.emit("POP_TOP")
    if keep is not None and keep not in chain:
        code = modules.get(keep)
        gen.emit("IMPORT_NAME", gen.pool.qstr(keep), 0 if code is None else code + 1)
