"""The image's string table and constant table, filled as code is generated.

Strings are deduplicated; a firmware builtin name is never put in the table (its builtin
qstr index is used, or for the [qstrs] more names, such as `append` or `__eq__`, its index
from QSTR_MORE_FIRST on). Image strings are numbered only when every code object has been
generated, most used first, so that the most frequent names get the one-byte LEB128
operands (indices below 128, shared with the builtin names). Big-int constants are
deduplicated by value.
"""

from __future__ import annotations

from wispy.gen import defs

BUILTIN_QSTR = {name: i for i, name in enumerate(defs.QSTRS)}
BUILTIN_QSTR.update({name: defs.QSTR_MORE_FIRST + i for i, name in enumerate(defs.QSTRS_MORE)})


class Qstr:
    """An image string whose qstr index is fixed later, by Pool.number_strings()."""

    __slots__ = ("index", "text", "uses")

    def __init__(self, text: str):
        self.text = text
        self.uses = 0
        self.index: int | None = None

    def __index__(self) -> int:
        if self.index is None:
            raise RuntimeError(f"internal error: qstr {self.text!r} used before numbering")
        return self.index

    def __repr__(self) -> str:
        return f"Qstr({self.text!r})"


class Pool:
    def __init__(self):
        self.strings: list[str] = []
        self._qstrs: dict[str, Qstr] = {}
        self.consts: list = []  # CodeObject, int (bigint), or a pending code generator
        self._bigints: dict[int, int] = {}
        self._values: dict[tuple, int] = {}
        self.modules: dict[str, int] = {}  # a program's modules: name -> constant index of its code

    def qstr(self, text: str, *, operand: bool = True) -> int | Qstr:
        """The qstr of text; operand=False for a record field (a code object's name, file,
        local names), which is not counted as a use: uses decide which strings get the
        one-byte operands and compact forms, which only instructions profit from."""
        if text in BUILTIN_QSTR:
            return BUILTIN_QSTR[text]
        q = self._qstrs.get(text)
        if q is None:
            q = self._qstrs[text] = Qstr(text)
        q.uses += operand
        return q

    def number_strings(self) -> None:
        """Number the image's strings: most used first, then in order of first use."""
        ordered = sorted(self._qstrs.values(), key=lambda q: -q.uses)  # sorted() is stable
        for i, q in enumerate(ordered):
            q.index = len(defs.QSTRS) + i
        self.strings = [q.text for q in ordered]

    def bigint(self, value: int) -> int:
        i = self._bigints.get(value)
        if i is None:
            i = self._bigints[value] = self.add(value)
        return i

    def value(self, value: float | bytes) -> int:
        """A float or bytes constant, deduplicated by type and exact bits (0.0 is not -0.0)."""
        key = (type(value), repr(value) if isinstance(value, float) else value)
        i = self._values.get(key)
        if i is None:
            i = self._values[key] = self.add(value)
        return i

    def add(self, const) -> int:
        self.consts.append(const)
        return len(self.consts) - 1
