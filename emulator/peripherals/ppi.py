"""The nRF51's PPI (Reference Manual v3.0, chapter PPI): 16 programmable channels, each an
event register's address (CH[n].EEP) and a task register's address (CH[n].TEP), enabled by
CHEN/CHENSET/CHENCLR. When a modelled peripheral generates an event (`fire`), every enabled
channel whose EEP is that event's address triggers its task, as a write of 1 to the task's
register, in the same cycle (the chip takes one 16 MHz clock). Channel groups (CHG, TASKS_CHG)
are not modelled. Models that generate events on a schedule (TIMER) ask `watched()` which of
their events a channel listens to, so that they stop at each such event."""

from __future__ import annotations

from typing import ClassVar

from .base import Peripheral, Register

CHANNELS = 16


class Ppi(Peripheral):
    REGISTERS = (
        Register(0x500, "CHEN"),
        Register(0x504, "CHENSET"),
        Register(0x508, "CHENCLR"),
        *(
            reg
            for n in range(CHANNELS)
            for reg in (Register(0x510 + 8 * n, f"EEP{n}"), Register(0x514 + 8 * n, f"TEP{n}"))
        ),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {
        **{4 * n: f"TASKS_CHG[{n // 2}].{('EN', 'DIS')[n % 2]}" for n in range(8)},
        **{0x800 + 4 * n: f"CHG[{n}]" for n in range(4)},
    }

    def reset(self) -> None:
        super().reset()
        self.fired = 0  # tasks triggered through the channels

    def read_CHENSET(self, index: int) -> int:
        return self.reg("CHEN")

    read_CHENCLR = read_CHENSET

    def write_CHEN(self, value: int, index: int) -> None:
        self.set_reg("CHEN", value & 0xFFFF)
        self.machine.reschedule()  # a timer's watched events changed

    def write_CHENSET(self, value: int, index: int) -> None:
        self.write_CHEN(self.reg("CHEN") | value, index)

    def write_CHENCLR(self, value: int, index: int) -> None:
        self.write_CHEN(self.reg("CHEN") & ~value, index)

    def write(self, offset: int, size: int, value: int) -> None:
        super().write(offset, size, value)
        if 0x510 <= offset < 0x510 + 8 * CHANNELS:
            self.machine.reschedule()

    def _channels(self):
        chen = self.reg("CHEN")
        for n in range(CHANNELS):
            if chen >> n & 1:
                yield self.values[0x510 + 8 * n], self.values[0x514 + 8 * n]

    def watched(self, address: int) -> bool:
        """Does an enabled channel listen to the event register at `address`?"""
        return any(eep == address for eep, _ in self._channels())

    def fire(self, address: int) -> None:
        """The event register at `address` was set: trigger the tasks connected to it."""
        for eep, tep in list(self._channels()):
            if eep == address:
                model = self.machine.bus.pages.get(tep & ~0xFFF)
                if model is None:
                    self.warn(f"a channel's TEP {tep:#010x} is no peripheral's task")
                    continue
                self.fired += 1
                model.write(tep & 0xFFF, 4, 1)
