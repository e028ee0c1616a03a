"""wispy.compiler: Python source to a wispy image, as a chain of small `ast` passes.

    parse (CPython's own syntax errors)  ->  subset check  ->  desugar and fold constants
    ->  scope analysis  ->  code generation  ->  assembly (labels, stack depth, line table)

Every error a user can cause is a `CompileError` with a file, line and column.
"""

from __future__ import annotations

from pathlib import Path

from wispy.image import FLAG_LINES, Image, write_image

from . import desugar, parse, scope, subset
from .codegen import CodeGen
from .errors import CompileError, Source
from .pool import Pool

__all__ = ["CompileError", "compile_files", "compile_image", "compile_source"]


def compile_image(source: str, filename: str = "<stdin>", *, lines: bool = True,
                  interactive: bool = False) -> Image:
    """Compile one module (it becomes `__main__`) into a structured Image.

    interactive: compile a prompt's input, where the value of each top-level expression
    statement, unless None, is stored in the global `_` and printed with repr(), as
    CPython's interactive mode does.
    """
    src = Source(source, filename)
    tree = parse.parse(src)
    subset.check(tree, src)
    tree = desugar.desugar(tree)
    scopes = scope.analyse(tree, src)
    pool = Pool()
    try:
        main = CodeGen(tree, scopes[tree], scopes, pool, src, filename, lines, interactive).compile()
    except RecursionError:
        raise CompileError("the program is nested too deeply", filename, 1, 0) from None
    entry = pool.add(main)
    if len(pool.strings) > 0xFFFF or len(pool.consts) > 0xFFFF:
        raise CompileError(
            f"{len(pool.strings)} strings and {len(pool.consts)} constants: an image holds at most 65535 of each",
            filename, 1, 0,
        )
    return Image(strings=pool.strings, consts=pool.consts, entry=entry, flags=FLAG_LINES if lines else 0)


def compile_source(source: str, filename: str = "<stdin>", *, lines: bool = True,
                   interactive: bool = False) -> bytes:
    """Compile one module (it becomes `__main__`) into image bytes (see compile_image)."""
    return write_image(compile_image(source, filename, lines=lines, interactive=interactive))


def compile_files(paths: list[str | Path], *, lines: bool = True) -> bytes:
    """Compile a program; the first file is `__main__`. Only one file is supported yet."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise CompileError("no source file given", "<command line>", 0, 0)
    if len(paths) > 1:
        raise CompileError(
            f"programs of several files ({', '.join(p.name for p in paths)}) are not supported yet: "
            "'import' is not supported yet",
            str(paths[1]), 0, 0,
        )
    path = paths[0]
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise CompileError(f"cannot read the file: {e.strerror}", str(path), 0, 0) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise CompileError(f"the file is not UTF-8 (byte {e.start})", path.name, 0, 0) from None
    return compile_source(text, path.name, lines=lines)
