"""FICR and UICR, the nRF51's information configuration registers. FICR reports the board
file's [ficr] values; UICR reads as erased flash (0xFF) until the firmware programs it
through the NVMC (same rules as the code flash)."""

from __future__ import annotations

from .base import Peripheral, Register


class Ficr(Peripheral):
    REGISTERS = (
        Register(0x010, "CODEPAGESIZE", "r"),
        Register(0x014, "CODESIZE", "r"),
        Register(0x028, "CLENR0", "r", reset=0xFFFFFFFF),
        Register(0x02C, "PPFC", "r", reset=0xFFFFFFFF),
        Register(0x034, "NUMRAMBLOCK", "r", reset=4),
        Register(0x038, "SIZERAMBLOCKS", "r"),
        Register(0x03C, "SIZERAMBLOCK", "r", count=4),
        Register(0x05C, "CONFIGID", "r", reset=0xFFFF0072),
        Register(0x060, "DEVICEID", "r", count=2),
        Register(0x080, "ER", "r", reset=0xFFFFFFFF, count=4),
        Register(0x090, "IR", "r", reset=0xFFFFFFFF, count=4),
        Register(0x0A0, "DEVICEADDRTYPE", "r", reset=0xFFFFFFFF),
        Register(0x0A4, "DEVICEADDR", "r", count=2),
        Register(0x0AC, "OVERRIDEEN", "r", reset=0xFFFFFFFF),
    )

    def reset(self) -> None:
        super().reset()
        ficr = self.config.get("ficr", {})
        ram = self.config.get("memory", {}).get("ram", {}).get("size", 0x4000)
        self.set_reg("CODEPAGESIZE", ficr.get("codepagesize", 1024))
        self.set_reg("CODESIZE", ficr.get("codesize", 256))
        block = ram // 4
        self.set_reg("SIZERAMBLOCKS", block)
        for i in range(4):
            self.set_reg("SIZERAMBLOCK", block, i)
        deviceid = ficr.get("deviceid", [0, 0])
        for i in range(2):
            self.set_reg("DEVICEID", deviceid[i], i)
            self.set_reg("DEVICEADDR", deviceid[i] ^ 0x5A5A5A5A, i)


class Uicr(Peripheral):
    """The whole 4 KB page reads as its stored words, 0xFFFFFFFF when erased."""

    def reset(self) -> None:
        super().reset()
        if not hasattr(self, "words"):
            self.words: dict[int, int] = {}  # survives reset: it is flash

    def erase(self) -> None:
        self.words.clear()

    def read(self, offset: int, size: int) -> int:
        value = self.words.get(offset & ~3, 0xFFFFFFFF)
        return (value >> (8 * (offset & 3))) & ((1 << (8 * size)) - 1)

    def write(self, offset: int, size: int, value: int) -> None:
        address = self.base + offset
        error = self.machine.nvmc.store_error(address, size)
        if error:
            self.machine.fail("flash write refused", error, address)
            return
        word = offset & ~3
        self.words[word] = self.words.get(word, 0xFFFFFFFF) & value


class Unmodelled(Peripheral):
    """A 4 KB peripheral page the emulator does not model: reads as zero, writes ignored,
    one warning per peripheral."""

    def read(self, offset: int, size: int) -> int:
        self.machine.warn(
            f"{self.name}: the firmware read offset {offset:#05x}, but {self.name} "
            "is not modelled (reads as zero, writes are ignored)",
            key=self.name,
        )
        return 0

    def write(self, offset: int, size: int, value: int) -> None:
        self.machine.warn(
            f"{self.name}: the firmware wrote offset {offset:#05x}, but {self.name} "
            "is not modelled (reads as zero, writes are ignored)",
            key=self.name,
        )
