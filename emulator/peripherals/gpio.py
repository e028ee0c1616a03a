"""GPIO (nRF51 Reference Manual, chapter GPIO): OUT/OUTSET/OUTCLR, DIR/DIRSET/DIRCLR, IN and
PIN_CNF[0..31]. Every change of a driven pin's level is logged with its virtual time; input
levels come from `set_input()` (buttons idle high: they have external pull-ups)."""

from __future__ import annotations

from typing import NamedTuple

from .base import Peripheral, Register

PULL_DOWN, PULL_UP = 1, 3


class PinChange(NamedTuple):
    time: float  # virtual seconds
    cycle: int  # virtual CPU cycle
    pin: int  # P0.x
    level: int  # 0 or 1; None when the pin stops being driven


class Gpio(Peripheral):
    REGISTERS = (
        Register(0x504, "OUT"),
        Register(0x508, "OUTSET"),
        Register(0x50C, "OUTCLR"),
        Register(0x510, "IN", "r"),
        Register(0x514, "DIR"),
        Register(0x518, "DIRSET"),
        Register(0x51C, "DIRCLR"),
        Register(0x700, "PIN_CNF", reset=0x2, count=32),
    )

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.log: list[PinChange] = []
        self.external: dict[int, int] = {}  # pin -> level driven from outside
        super().__init__(machine, name, base, irq, config)
        for button in (config or {}).get("buttons", {}).values():
            self.external.setdefault(button["gpio"], 1)

    def reset(self) -> None:
        super().reset()
        self.out = 0
        self.dir = 0
        self._driven = {}  # pin -> level last logged

    # ---- what the pins do ----

    def _changed(self) -> None:
        now = self.machine.now()
        time = now / self.machine.clock_hz
        for pin in range(32):
            bit = 1 << pin
            level = (1 if self.out & bit else 0) if self.dir & bit else None
            if self._driven.get(pin) != level:
                if level is not None or pin in self._driven:
                    self.log.append(PinChange(time, now, pin, level))
                if level is None:
                    self._driven.pop(pin, None)
                else:
                    self._driven[pin] = level

    def level(self, pin: int) -> int:
        """The level on the pin: driven by the chip, from outside, or from the pull."""
        bit = 1 << pin
        if self.dir & bit:
            return 1 if self.out & bit else 0
        if pin in self.external:
            return self.external[pin]
        pull = (self.values[0x700 + 4 * pin] >> 2) & 3
        return 1 if pull == PULL_UP else 0

    def set_input(self, pin: int, level: int | None) -> None:
        """Drive a pin from outside (a button, a wire); None lets it float again."""
        if level is None:
            self.external.pop(pin, None)
        else:
            self.external[pin] = 1 if level else 0

    # ---- registers ----

    def read_OUT(self, index):
        return self.out

    read_OUTSET = read_OUTCLR = read_OUT

    def write_OUT(self, value, index):
        self.out = value
        self._changed()

    def write_OUTSET(self, value, index):
        self.out |= value
        self._changed()

    def write_OUTCLR(self, value, index):
        self.out &= ~value
        self._changed()

    def read_DIR(self, index):
        return self.dir

    read_DIRSET = read_DIRCLR = read_DIR

    def write_DIR(self, value, index):
        self.dir = value
        self._changed()

    def write_DIRSET(self, value, index):
        self.dir |= value
        self._changed()

    def write_DIRCLR(self, value, index):
        self.dir &= ~value
        self._changed()

    def read_IN(self, index):
        value = 0
        for pin in range(32):
            # PIN_CNF.INPUT=1 disconnects the input buffer: the pin reads 0.
            if not self.values[0x700 + 4 * pin] & 2 and self.level(pin):
                value |= 1 << pin
        return value

    def read_PIN_CNF(self, index):
        cnf = self.values[0x700 + 4 * index]
        return (cnf & ~1) | ((self.dir >> index) & 1)

    def write_PIN_CNF(self, value, index):
        self.values[0x700 + 4 * index] = value & 0x0003070F
        if (value >> 8) & 7 not in (0, 3) or (value >> 16) & 3:
            self.warn("PIN_CNF.DRIVE/SENSE settings are stored but not modelled")
        self.dir = (self.dir & ~(1 << index)) | ((value & 1) << index)
        self._changed()
