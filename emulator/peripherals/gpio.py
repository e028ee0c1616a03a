"""GPIO (nRF51 Reference Manual, chapter GPIO): OUT/OUTSET/OUTCLR, DIR/DIRSET/DIRCLR, IN and
PIN_CNF[0..31] with PULL and SENSE. Every change of a driven pin's level is logged with its
virtual time (`log`), and so is every change of a level driven from outside (`input_log`,
from `set_input()`; buttons idle high: they have external pull-ups). The GPIOTE model
listens to level changes (IN channels) and to DETECT, the OR of the pins' SENSE
conditions, whose rising edge is its PORT event."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .base import Peripheral, Register

PULL_DOWN, PULL_UP = 1, 3
SENSE_HIGH, SENSE_LOW = 2, 3
MASK32 = 0xFFFFFFFF


class PinChange(NamedTuple):
    time: float  # virtual seconds
    cycle: int  # virtual CPU cycle
    pin: int  # P0.x
    level: int  # 0 or 1; None when the pin stops being driven


def _bits(word: int):
    pin = 0
    while word:
        if word & 1:
            yield pin
        word >>= 1
        pin += 1


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
        self.input_log: list[PinChange] = []  # levels driven from outside, as they change
        self.external: dict[int, int] = {}  # pin -> level driven from outside
        # Called with (old_levels, new_levels) when any pin's level changes, and with no
        # argument when DETECT rises (the GPIOTE model connects itself here).
        self.level_listeners: list[Callable[[int, int], None]] = []
        self.detect_listeners: list[Callable[[], None]] = []
        self.forced_input = 0  # pins a GPIOTE channel in event mode takes as inputs
        self.task_driven = 0  # pins a GPIOTE channel in task mode drives
        self.task_level = 0  # and the levels it drives them to
        # pins pulled up on the board (the micro:bit's touch pins: 10 MOhm to the supply), so
        # they read 1 when nothing drives them and no pull-down of the chip is on
        self.board_pullup = 0
        for spec in (config or {}).get("pins", {}).values():
            if spec.get("touch"):
                self.board_pullup |= 1 << spec["gpio"]
        super().__init__(machine, name, base, irq, config)
        for button in (config or {}).get("buttons", {}).values():
            self.external.setdefault(button["gpio"], 1)
        self._levels = self.levels()

    def reset(self) -> None:
        super().reset()
        self.out = 0
        self.dir = 0
        self._driven_mask = 0  # pins driven as last logged
        self._driven_word = 0  # and their levels
        self._pullup = 0  # pins with PULL=up
        self._pulldown = 0  # pins with PULL=down
        self._connected = 0  # pins whose input buffer is connected (PIN_CNF.INPUT=0)
        self._sense_high = self._sense_low = 0
        self._detect = False
        self._levels = self.levels() if hasattr(self, "external") else 0

    # ---- what the pins do ----

    def levels(self) -> int:
        """The level of every pin as one word (bit n: P0.n)."""
        driven = (self.dir & ~self.forced_input) | self.task_driven
        out = (self.out & ~self.task_driven) | (self.task_level & self.task_driven)
        ext_mask = ext_level = 0
        for pin, level in self.external.items():
            ext_mask |= 1 << pin
            ext_level |= level << pin
        pulled = self._pullup | (getattr(self, "board_pullup", 0) & ~self._pulldown)
        undriven = (ext_mask & ext_level) | (~ext_mask & pulled)
        return ((driven & out) | (~driven & undriven)) & MASK32

    def level(self, pin: int) -> int:
        """The level on the pin: driven by the chip, from outside, or from the pull."""
        return (self.levels() >> pin) & 1

    def _changed(self) -> None:
        """DIR, OUT or PIN_CNF changed: log driven pins that changed, then the levels."""
        mask = (self.dir & ~self.forced_input) | self.task_driven
        word = ((self.out & ~self.task_driven) | (self.task_level & self.task_driven)) & mask
        diff = (mask ^ self._driven_mask) | ((word ^ self._driven_word) & mask)
        if diff:
            now = self.machine.now()
            time = now / self.machine.clock_hz
            for pin in _bits(diff):
                level = (word >> pin) & 1 if mask >> pin & 1 else None
                self.log.append(PinChange(time, now, pin, level))
            self._driven_mask, self._driven_word = mask, word
        self._update()

    def _update(self) -> None:
        """Tell the listeners about changed levels and a rising DETECT."""
        new = self.levels()
        old, self._levels = self._levels, new
        if new != old:
            for listener in self.level_listeners:
                listener(old, new)
        sensed = (new & self._sense_high) | (~new & self._sense_low)
        detect = bool(sensed & self._connected & MASK32)
        rose = detect and not self._detect
        self._detect = detect
        if rose:
            for listener in self.detect_listeners:
                listener()

    def set_input(self, pin: int, level: int | None) -> None:
        """Drive a pin from outside (a button, a wire); None lets it float again."""
        old = self.external.get(pin)
        if level is None:
            self.external.pop(pin, None)
        else:
            level = 1 if level else 0
            self.external[pin] = level
        if old != level:
            now = self.machine.now()
            self.input_log.append(PinChange(now / self.machine.clock_hz, now, pin, level))
        self._update()

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
        # PIN_CNF.INPUT=1 disconnects the input buffer: the pin reads 0 (unless a GPIOTE
        # channel in event mode has taken the pin as its input).
        return self.levels() & (self._connected | self.forced_input)

    def read_PIN_CNF(self, index):
        cnf = self.values[0x700 + 4 * index]
        return (cnf & ~1) | ((self.dir >> index) & 1)

    def write_PIN_CNF(self, value, index):
        value &= 0x0003070F
        self.values[0x700 + 4 * index] = value
        if (value >> 8) & 7 not in (0, 3):
            self.warn("PIN_CNF.DRIVE settings are stored but not modelled")
        bit = 1 << index
        self.dir = (self.dir & ~bit) | ((value & 1) << index)
        pull = (value >> 2) & 3
        self._pullup = (self._pullup & ~bit) | (bit if pull == PULL_UP else 0)
        self._pulldown = (self._pulldown & ~bit) | (bit if pull == PULL_DOWN else 0)
        self._connected = (self._connected & ~bit) | (0 if value & 2 else bit)
        sense = (value >> 16) & 3
        self._sense_high = (self._sense_high & ~bit) | (bit if sense == SENSE_HIGH else 0)
        self._sense_low = (self._sense_low & ~bit) | (bit if sense == SENSE_LOW else 0)
        self._changed()
