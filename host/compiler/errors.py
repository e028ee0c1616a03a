"""CompileError: a user's mistake or an unsupported construct, located like a C compiler's."""

from __future__ import annotations

import ast


class CompileError(Exception):
    """`file:line:col: error: message`, then the source line and a caret under the column.

    `line` and `col` are 1-based; `col` counts characters (not UTF-8 bytes) and is 0 when
    the error has no column.
    """

    def __init__(self, message: str, filename: str = "<stdin>", line: int = 0, col: int = 0,
                 source_line: str | None = None):
        super().__init__(message)
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line

    def __str__(self) -> str:
        where = self.filename
        if self.line > 0:
            where += f":{self.line}"
            if self.col > 0:
                where += f":{self.col}"
        return f"{where}: error: {self.message}"

    def render(self) -> str:
        out = str(self)
        if self.source_line is not None and self.source_line.strip():
            text = self.source_line.rstrip("\r\n").expandtabs(1)
            out += "\n    " + text
            if self.col > 0:
                out += "\n    " + " " * (self.col - 1) + "^"
        return out


class Source:
    """The text being compiled; turns ast locations into CompileErrors."""

    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self.lines = text.splitlines()

    def line_text(self, line: int) -> str | None:
        return self.lines[line - 1] if 0 < line <= len(self.lines) else None

    def error(self, node: ast.AST | None, message: str) -> CompileError:
        line = getattr(node, "lineno", 0) or 0
        byte_col = getattr(node, "col_offset", None)
        text = self.line_text(line)
        col = 0
        if byte_col is not None and byte_col >= 0:
            col = byte_col + 1
            if text is not None:  # ast columns are UTF-8 byte offsets
                col = len(text.encode("utf-8")[:byte_col].decode("utf-8", "replace")) + 1
        return CompileError(message, self.filename, line, col, text)

    def unsupported(self, node: ast.AST, what: str) -> CompileError:
        return self.error(node, f"{what} not supported yet")
