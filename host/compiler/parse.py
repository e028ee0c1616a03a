"""Pass 0: source text to an `ast.Module`, every CPython syntax error as a CompileError.

`ast.parse` alone misses the errors CPython finds while compiling (`break` outside a loop,
`return` outside a function, a name used before its `global` declaration...), so the tree is
also compiled by CPython once and the result thrown away.
"""

from __future__ import annotations

import ast
import warnings

from .errors import CompileError, Source


def parse(source: Source) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source.text, source.filename)
            compile(tree, source.filename, "exec", dont_inherit=True)
    except SyntaxError as e:  # IndentationError and TabError too
        line = e.lineno or 0
        text = source.line_text(line)
        if text is None and e.text:
            text = e.text
        col = e.offset or 0
        raise CompileError(e.msg, source.filename, line, col, text) from None
    except (ValueError, TypeError) as e:  # null bytes; too many digits in an int literal
        raise CompileError(str(e), source.filename, 1, 0) from None
    except (RecursionError, MemoryError):
        raise CompileError("the program is nested too deeply", source.filename, 1, 0) from None
    return tree
