"""The firmware ELF as the emulator needs it: loadable segments (at their LMA, p_paddr) and
symbols by name and by address (for `name+0x12` in fault reports)."""

from __future__ import annotations

import bisect
import os
from dataclasses import dataclass
from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.sections import SymbolTableSection

from .errors import EmulatorError


@dataclass(frozen=True)
class Segment:
    address: int  # p_paddr: where the bytes lie in flash (the LMA)
    data: bytes


_CACHE: dict[tuple, FirmwareElf] = {}  # (path, size, mtime) -> parsed ELF
_CACHE_SIZE = 8


class FirmwareElf:
    @classmethod
    def load(cls, path) -> FirmwareElf:
        """The parsed ELF, shared by the boards of a process while the file is unchanged:
        parsing the symbols with pyelftools takes ~90 ms, ~95 % of making a Board (a test
        run makes thousands). A FirmwareElf is never changed after it is read."""
        try:
            st = os.stat(path)
        except OSError:
            return cls(path)  # the constructor reports a missing file
        key = (os.path.realpath(path), st.st_size, st.st_mtime_ns)
        elf = _CACHE.get(key)
        if elf is None:
            elf = cls(path)
            if len(_CACHE) >= _CACHE_SIZE:
                _CACHE.pop(next(iter(_CACHE)))
            _CACHE[key] = elf
        return elf

    def __init__(self, path):
        self.path = Path(path)
        self.segments: list[Segment] = []
        self.symbols: dict[str, int] = {}
        self.sizes: dict[str, int] = {}
        named: list[tuple[int, int, str]] = []  # (start, size, name), code and data
        try:
            self._read(named)
        except ELFError as error:
            raise EmulatorError(f"{self.path} is not a readable ELF file: {error}") from None
        except FileNotFoundError:
            raise EmulatorError(f"there is no firmware ELF at {self.path}") from None
        named.sort()
        self._starts = [start for start, _, _ in named]
        self._named = named

    def _read(self, named: list) -> None:
        with open(self.path, "rb") as f:
            elf = ELFFile(f)
            if elf["e_machine"] != "EM_ARM":
                raise EmulatorError(f"{self.path} is not an ARM ELF ({elf['e_machine']})")
            for seg in elf.iter_segments():
                if seg["p_type"] == "PT_LOAD" and seg["p_filesz"]:
                    self.segments.append(Segment(seg["p_paddr"], seg.data()))
            for section in elf.iter_sections():
                if not isinstance(section, SymbolTableSection):
                    continue
                for sym in section.iter_symbols():
                    kind = sym["st_info"]["type"]
                    if not sym.name or kind not in ("STT_FUNC", "STT_OBJECT", "STT_NOTYPE"):
                        continue
                    if sym["st_shndx"] == "SHN_UNDEF" or sym.name.startswith("$"):
                        continue
                    value = sym["st_value"]
                    if sym["st_info"]["bind"] != "STB_LOCAL" or sym.name not in self.symbols:
                        self.symbols[sym.name] = value
                        self.sizes[sym.name] = sym["st_size"]
                    start = value & ~1 if kind == "STT_FUNC" else value
                    named.append((start, sym["st_size"], sym.name))

    def describe(self, address: int) -> str:
        """`name+0xoff` for the symbol that contains (or precedes) the address, else hex."""
        address &= 0xFFFFFFFF
        i = bisect.bisect_right(self._starts, address) - 1
        # Prefer a symbol whose extent covers the address; fall back to the nearest below.
        for j in range(i, max(i - 8, -1), -1):
            start, size, name = self._named[j]
            if start <= address < start + max(size, 1):
                return f"{name}+{address - start:#x}"
        if i >= 0:
            start, _, name = self._named[i]
            if address - start < 0x1000:
                return f"{name}+{address - start:#x} (past its end)"
        return "?"
