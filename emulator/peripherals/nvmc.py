"""NVMC (nRF51 Reference Manual, chapter NVMC): CONFIG (REN/WEN/EEN), ERASEPAGE, ERASEALL,
ERASEUICR and READY. Flash is mapped read-only in Unicorn; the machine sends firmware stores
to flash here (`store`), which applies them as the chip does: only with CONFIG=WEN, only
whole words, and AND-only (programming can clear bits, never set them)."""

from __future__ import annotations

from .base import Peripheral, Register

REN, WEN, EEN = 0, 1, 2


class Nvmc(Peripheral):
    REGISTERS = (
        Register(0x400, "READY", "r", reset=1),
        Register(0x504, "CONFIG"),
        Register(0x508, "ERASEPAGE", "w"),
        Register(0x50C, "ERASEALL", "w"),
        Register(0x510, "ERASEPCR0", "w"),
        Register(0x514, "ERASEUICR", "w"),
    )

    def __init__(self, machine, name, base, irq=-1, config=None):
        super().__init__(machine, name, base, irq, config)
        self.writes = 0  # words programmed
        self.erases = 0  # pages erased

    @property
    def mode(self) -> int:
        return self.reg("CONFIG") & 3

    def write_ERASEPAGE(self, value, index):
        self._erase_page(value, "ERASEPAGE")

    def write_ERASEPCR0(self, value, index):
        self._erase_page(value, "ERASEPCR0")

    def _erase_page(self, address: int, register: str) -> None:
        flash = self.machine.flash
        page = flash.page_size
        if self.mode != EEN:
            self.warn(f"{register} was written while CONFIG is not EEN; the chip ignores it")
            return
        if address % page or not flash.start <= address < flash.start + flash.size:
            self.warn(
                f"{register} was given {address:#x}, which is not the start of a flash "
                "page; nothing was erased"
            )
            return
        self.machine.uc.mem_write(address, b"\xff" * page)
        self.erases += 1
        self.machine.flash_changed(address, page)

    def write_ERASEALL(self, value, index):
        if not value & 1:
            return
        if self.mode != EEN:
            self.warn("ERASEALL was written while CONFIG is not EEN; the chip ignores it")
            return
        flash = self.machine.flash
        self.machine.uc.mem_write(flash.start, b"\xff" * flash.size)
        self.machine.uicr.erase()
        self.erases += flash.size // flash.page_size
        self.machine.flash_changed(flash.start, flash.size)

    def write_ERASEUICR(self, value, index):
        if value & 1:
            if self.mode != EEN:
                self.warn("ERASEUICR was written while CONFIG is not EEN; the chip ignores it")
                return
            self.machine.uicr.erase()

    def store_error(self, address: int, size: int) -> str | None:
        """Why a firmware store to flash at `address` is refused, or None if it is allowed."""
        if self.mode != WEN:
            return (
                f"the firmware stored to flash at {address:#010x} while NVMC.CONFIG is "
                f"{('REN', 'WEN', 'EEN', '3')[self.mode]}, not WEN"
            )
        if size != 4 or address & 3:
            return (
                f"the firmware stored {size} byte(s) to flash at {address:#010x}; the NVMC "
                "programs only whole, aligned words"
            )
        return None
