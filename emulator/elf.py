"""The firmware ELF as the emulator needs it: loadable segments (at their LMA, p_paddr) and
symbols by name and by address (for `name+0x12` in fault reports)."""

from __future__ import annotations

import bisect
import struct
from dataclasses import dataclass
from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile
from elftools.elf.sections import SymbolTableSection

from .errors import EmulatorError


STT_NOTYPE, STT_OBJECT, STT_FUNC = 0, 1, 2  # Elf32_Sym st_info & 0xF
SYM32 = struct.Struct("<IIIBBH")  # Elf32_Sym, little-endian: name, value, size, info, other, shndx


def _symbols(elf, section):
    """(name, value, size, type, is_local) of each defined symbol. The 16-byte records of a
    little-endian ELF32 are unpacked with struct, ~20 times faster than pyelftools' per-symbol
    parsing (0.13 s for the firmware's ~3,600 symbols, paid by every process that makes a
    Board); other ELF kinds go through pyelftools."""
    if elf.elfclass == 32 and elf.little_endian:
        strtab = elf.get_section(section["sh_link"]).data()
        for name_at, value, size, info, _, shndx in SYM32.iter_unpack(section.data()):
            if shndx == 0:  # SHN_UNDEF
                continue
            name = strtab[name_at:strtab.index(b"\0", name_at)].decode("utf-8", "replace")
            yield name, value, size, info & 0xF, info >> 4 == 0
        return
    kinds = {"STT_NOTYPE": STT_NOTYPE, "STT_OBJECT": STT_OBJECT, "STT_FUNC": STT_FUNC}
    for sym in section.iter_symbols():
        if sym["st_shndx"] == "SHN_UNDEF":
            continue
        yield (sym.name, sym["st_value"], sym["st_size"], kinds.get(sym["st_info"]["type"], -1),
               sym["st_info"]["bind"] == "STB_LOCAL")


@dataclass(frozen=True)
class Segment:
    address: int  # p_paddr: where the bytes lie in flash (the LMA)
    data: bytes


class FirmwareElf:
    _cache: dict = {}  # (path, mtime, size) -> FirmwareElf: see cached()

    @classmethod
    def cached(cls, path) -> FirmwareElf:
        """The ELF read once per process while the file is unchanged: reading the symbols
        with pyelftools takes ~0.13 s, more than the rest of making a Board, and a test
        session makes a fresh Board per test. The object is shared: nothing changes it."""
        path = Path(path)
        try:
            stat = path.stat()
        except OSError:
            return cls(path)  # the error as FirmwareElf words it
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
        elf = cls._cache.get(key)
        if elf is None:
            elf = cls._cache[key] = cls(path)
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
                for name, value, size, kind, local in _symbols(elf, section):
                    if not name or kind not in (STT_FUNC, STT_OBJECT, STT_NOTYPE):
                        continue
                    if name.startswith("$"):
                        continue
                    if not local or name not in self.symbols:
                        self.symbols[name] = value
                        self.sizes[name] = size
                    start = value & ~1 if kind == STT_FUNC else value
                    named.append((start, size, name))

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
