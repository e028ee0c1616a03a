"""The image's string table and constant table, filled as code is generated.

Strings are deduplicated; a firmware builtin name is never put in the table (its builtin
qstr index is used). Big-int constants are deduplicated by value.
"""

from __future__ import annotations

from wispy.gen import defs
from wispy.image import CodeObject

BUILTIN_QSTR = {name: i for i, name in enumerate(defs.QSTRS)}


class Pool:
    def __init__(self):
        self.strings: list[str] = []
        self._string_index: dict[str, int] = {}
        self.consts: list[CodeObject | int] = []
        self._bigints: dict[int, int] = {}

    def qstr(self, text: str) -> int:
        if text in BUILTIN_QSTR:
            return BUILTIN_QSTR[text]
        i = self._string_index.get(text)
        if i is None:
            i = self._string_index[text] = len(self.strings)
            self.strings.append(text)
        return len(defs.QSTRS) + i

    def bigint(self, value: int) -> int:
        i = self._bigints.get(value)
        if i is None:
            i = self._bigints[value] = self.add(value)
        return i

    def add(self, const: CodeObject | int) -> int:
        self.consts.append(const)
        return len(self.consts) - 1
