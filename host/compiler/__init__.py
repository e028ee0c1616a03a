"""wispy.compiler: Python source to a wispy image, as a chain of small `ast` passes.

    parse (CPython's own syntax errors)  ->  subset check  ->  desugar and fold constants
    ->  scope analysis  ->  code generation  ->  assembly (labels, stack depth, line table)

Every error a user can cause is a `CompileError` with a file, line and column.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from wispy.gen import defs
from wispy.image import FLAG_LINES, Image, ImageError, write_image

from . import asyncdef, desugar, imports, parse, scope, subset
from .codegen import CodeGen
from .itergen import rename_comprehensions
from .errors import CompileError, Source
from .pool import Pool

__all__ = ["CompileError", "Unit", "compile_files", "compile_image", "compile_source", "deep_trees",
           "front_end", "generate"]

# The image's strings are numbered from the builtin count up to the [qstrs] more names.
MAX_STRINGS = defs.QSTR_MORE_FIRST - len(defs.QSTRS)


def front_end(src: Source, module: str = "__main__", is_package: bool = False,
              program: set[str] | frozenset[str] = frozenset()) -> tuple[ast.Module, dict]:
    """The passes before code generation, the same for a script, a program's module and a
    REPL input: parse (CPython's syntax errors), the subset check, desugaring and constant
    folding, the import rewrite (module is this file's dotted name, program the names of the
    program's other modules), comprehension renaming and scope analysis. Returns the tree
    and its scopes. Run it inside deep_trees()."""
    tree = parse.parse(src)
    tree = asyncdef.lower(tree, src)
    subset.check(tree, src)
    tree = desugar.desugar(tree)
    tree = imports.rewrite(tree, src, module, is_package, program)
    tree = rename_comprehensions(tree)
    return tree, scope.analyse(tree, src)


@contextmanager
def deep_trees(filename: str):
    """CPython's parser and compiler (C recursion, guarded by the recursion limit) accept
    trees deeper than Python's default limit lets our passes walk (a sum of 500 terms), so
    the limit is raised for our passes only (Python-to-Python calls use no C stack in 3.11+);
    a tree deeper still is a CompileError, not a RecursionError at the user."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20_000))
    try:
        yield
    except RecursionError:
        raise CompileError("the program is nested too deeply", filename, 1, 0) from None
    finally:
        sys.setrecursionlimit(limit)


@dataclass
class Unit:
    """One module to compile into constant `slot` of a pool: its source, its dotted name
    and whether it is a package (for relative imports), and the file its code records name
    (the source's own by default; a REPL session names one file for every input)."""

    source: Source
    slot: int = 0
    module: str = "__main__"
    is_package: bool = False
    record_file: str | None = None


def generate(units: list[Unit], pool: Pool, *, lines: bool = True, interactive: bool = False,
             program: set[str] | frozenset[str] = frozenset(),
             number: Callable[[], None] | None = None) -> list:
    """The one compile driver (a script, a program's modules, a REPL input, the frozen
    library): each unit through the front end and code generation into its constant, then
    the pool's strings numbered (`number`, pool.number_strings by default: a REPL session
    numbers its new strings after its old ones), then every code constant finished
    (assembled). Returns the pool's constants."""
    with deep_trees(units[0].source.filename):
        for u in units:
            tree, scopes = front_end(u.source, u.module, u.is_package, program)
            pool.consts[u.slot] = CodeGen(tree, scopes[tree], scopes, pool, u.source,
                                          u.record_file or u.source.filename, lines, interactive).generate()
        (number or pool.number_strings)()
        return [c.finish() if isinstance(c, CodeGen) else c for c in pool.consts]


def compile_image(source: str, filename: str = "<stdin>", *, lines: bool = True,
                  interactive: bool = False) -> Image:
    """Compile one module (it becomes `__main__`) into a structured Image.

    interactive: compile a prompt's input, where the value of each top-level expression
    statement, unless None, is stored in the global `_` and printed with repr(), as
    CPython's interactive mode does.
    """
    pool = Pool()
    pool.add(None)  # constant 0 is the main module's code (the image has no entry field)
    consts = generate([Unit(Source(source, filename))], pool, lines=lines, interactive=interactive)
    if len(pool.strings) > MAX_STRINGS or len(pool.consts) > 0xFFFF:
        raise CompileError(
            f"{len(pool.strings)} strings and {len(pool.consts)} constants: an image holds at most "
            f"{MAX_STRINGS} strings and 65535 constants",
            filename, 1, 0,
        )
    return Image(strings=pool.strings, consts=consts, flags=FLAG_LINES if lines else 0)


def compile_source(source: str, filename: str = "<stdin>", *, lines: bool = True,
                   interactive: bool = False) -> bytes:
    """Compile one module (it becomes `__main__`) into image bytes (see compile_image)."""
    image = compile_image(source, filename, lines=lines, interactive=interactive)
    try:
        return write_image(image)
    except ImageError as e:  # a limit of the format: the string table is over 64 KB
        raise CompileError(f"the program does not fit in an image: {e}", filename, 1, 0) from None


def module_name(path: Path, root: Path) -> tuple[str, bool]:
    """The module name of a program file (relative to the main file's folder) and whether
    it is a package (`pkg/__init__.py` is `pkg`, `pkg/mod.py` is `pkg.mod`)."""
    try:
        parts = list(path.resolve().relative_to(root.resolve()).with_suffix("").parts)
    except ValueError:
        parts = [path.stem]
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]) or path.parent.name, True
    return ".".join(parts), False


def _read(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise CompileError(f"cannot read the file: {e.strerror}", str(path), 0, 0) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise CompileError(f"the file is not UTF-8 (byte {e.start})", path.name, 0, 0) from None


def compile_program(paths: list[str | Path], *, lines: bool = True) -> Image:
    """Compile several files into one image: the first is `__main__`; the others are
    modules named by their path relative to the first file's folder (see module_name).
    Each module's top level is a code constant that IMPORT_NAME runs on first import."""
    paths = [Path(p) for p in paths]
    root = paths[0].parent
    named = [("__main__", False, paths[0])] + [(*module_name(p, root), p) for p in paths[1:]]
    program = {n for n, _, _ in named[1:]}
    pool = Pool()
    slots = {}
    for name, _, _ in named:  # __main__ first: constant 0 is the main module's code
        slots[name] = pool.add(None)  # the code is generated below; imports need the index
    pool.modules = {n: i for n, i in slots.items() if n != "__main__"}
    units = [Unit(Source(_read(path), path.name), slots[name], name, is_package)
             for name, is_package, path in named]
    consts = generate(units, pool, lines=lines, program=program)
    if len(pool.strings) > MAX_STRINGS:
        raise CompileError(f"{len(pool.strings)} strings: an image holds at most {MAX_STRINGS}", str(paths[0]), 1, 0)
    return Image(strings=pool.strings, consts=consts, flags=FLAG_LINES if lines else 0)


def compile_files(paths: list[str | Path], *, lines: bool = True) -> bytes:
    """Compile a program; the first file is `__main__`, the others its modules."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise CompileError("no source file given", "<command line>", 0, 0)
    if len(paths) > 1:
        image = compile_program(paths, lines=lines)
        try:
            return write_image(image)
        except ImageError as e:
            raise CompileError(f"the program does not fit in an image: {e}", str(paths[0]), 1, 0) from None
    return compile_source(_read(paths[0]), paths[0].name, lines=lines)
