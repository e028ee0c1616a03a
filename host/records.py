"""Fixed-layout binary records, declared once as a name and its fields (each a name and a
struct code, little-endian), with `pack` and `unpack_from` both derived from that list: the
image's records (wispy.image, from wispy.toml) and those of firmware/defs/records.toml (the
protocol's replies and the heap figures; `declared(name)`), whose C structs are generated
from the same declaration (firmware/gen/records.h)."""

from __future__ import annotations

import struct

ENDIAN = "<"


class Record:
    """A fixed-layout binary record; `pack` and `unpack_from` both come from the field list.
    A short buffer raises `error` (the caller's error family: an image's, the protocol's)."""

    def __init__(self, name: str, fields: list[tuple[str, str]], error: type[Exception] = ValueError):
        self.name = name
        self.fields = [f for f, _ in fields]
        self._types = [t for _, t in fields]
        self.struct = struct.Struct(ENDIAN + "".join(t for _, t in fields))
        self.size = self.struct.size
        self.error = error

    def offset(self, name: str) -> int:
        """Where field `name` starts in the record."""
        i = self.fields.index(name)
        return struct.calcsize(ENDIAN + "".join(self._types[:i]))

    def pack(self, **values: object) -> bytes:
        missing = set(self.fields) - set(values)
        extra = set(values) - set(self.fields)
        if missing or extra:
            raise TypeError(f"{self.name}: missing {sorted(missing)}, unknown {sorted(extra)}")
        return self.struct.pack(*(values[f] for f in self.fields))

    def unpack_from(self, data: bytes, offset: int = 0) -> dict:
        if offset < 0 or offset + self.size > len(data):
            raise self.error(
                f"{self.name} at offset {offset}: expected {self.size} bytes, "
                f"found {max(0, len(data) - offset)}"
            )
        return dict(zip(self.fields, self.struct.unpack_from(data, offset)))


def declared(name: str, error: type[Exception] = ValueError) -> Record:
    """The record of firmware/defs/records.toml called `name`."""
    from wispy.gen.records import RECORDS

    return Record(name, [(f, t) for f, t, _doc in RECORDS[name]["fields"]], error)
