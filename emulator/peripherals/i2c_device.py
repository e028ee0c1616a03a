"""What the micro:bit's I2C sensors share: a register file behind a register pointer, as
NXP's MMA8653 and MAG3110 have it. A write transfer's first byte sets the pointer and each
further byte is written where it points; a read transfer returns bytes from the pointer on;
the pointer moves on after each byte (`next_register` says where to: each chip has its own
wrap rules)."""

from __future__ import annotations


class RegisterDevice:
    address = 0
    SIZE = 0x40
    RESET: dict[int, int] = {}
    READ_ONLY: frozenset[int] = frozenset()

    def __init__(self, machine):
        self.machine = machine
        self.reset()

    def reset(self) -> None:
        self.regs = bytearray(self.SIZE)
        for reg, value in self.RESET.items():
            self.regs[reg] = value
        self.pointer = 0
        self.first = False

    def now_s(self) -> float:
        return self.machine.virtual_time

    # ---- the bus side (twi.py) ----

    def start(self, read: bool) -> None:
        self.first = not read

    def write(self, byte: int) -> bool:
        if self.first:
            self.first = False
            self.pointer = byte % self.SIZE
            return True
        reg = self.pointer
        if reg not in self.READ_ONLY:
            self.regs[reg] = byte
            self.written(reg, byte)
        self.pointer = self.next_register(reg)
        return True

    def read(self) -> int:
        reg = self.pointer
        value = self.read_register(reg)
        self.pointer = self.next_register(reg)
        return value

    def stop(self) -> None:
        pass

    # ---- what a chip overrides ----

    def read_register(self, reg: int) -> int:
        return self.regs[reg]

    def written(self, reg: int, value: int) -> None:
        pass

    def next_register(self, reg: int) -> int:
        return (reg + 1) % self.SIZE
