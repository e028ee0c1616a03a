"""The nRF51's RNG (Reference Manual v3.0, chapter 21): START/STOP, EVENTS_VALRDY, SHORTS
(VALRDY_STOP), INTEN, CONFIG.DERCEN and VALUE, one random byte at a time.

The chip's bytes come from thermal noise; the model's come from a generator seeded by the
board's `seed` (`Board(seed=N)`, `wispy run --seed N`), so a run is reproducible: the same
seed gives the same bytes. The stream runs on across system resets, as the noise does.
Timing: a byte is ready `BYTE_CYCLES` after START or after the previous one (the chip takes
about 167 us typical without bias correction, 677 us with it; the model takes the typical
figures), so a firmware that polls VALRDY waits as on the chip."""

from __future__ import annotations

import random

from .base import INTEN_REGISTERS, Peripheral, Register

BYTE_US = 167  # microseconds per byte, typical (Reference Manual, RNG electrical spec)
BYTE_US_DERCEN = 677  # with bias correction (CONFIG.DERCEN)
VALRDY_STOP = 1  # SHORTS bit 0


class Rng(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_START", "task"),
        Register(0x004, "TASKS_STOP", "task"),
        Register(0x100, "EVENTS_VALRDY", "event"),
        Register(0x200, "SHORTS"),
        *INTEN_REGISTERS,
        Register(0x504, "CONFIG"),
        Register(0x508, "VALUE", "r"),
    )
    timed = True

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.source = random.Random(getattr(machine, "seed", 0))
        self.bytes_made = 0
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        super().reset()
        self.ready_at: int | None = None  # cycle the next byte is ready (while running)

    def _byte_cycles(self) -> int:
        us = BYTE_US_DERCEN if self.reg("CONFIG") & 1 else BYTE_US
        return max(1, us * self.machine.clock_hz // 1_000_000)

    def task_START(self, index: int) -> None:
        if self.ready_at is None:
            self.ready_at = self.machine.now() + self._byte_cycles()
            self.machine.reschedule()

    def task_STOP(self, index: int) -> None:
        self.ready_at = None

    def sync(self, now: int) -> None:
        while self.ready_at is not None and self.ready_at <= now:
            self.set_reg("VALUE", self.source.getrandbits(8))
            self.bytes_made += 1
            self.event("VALRDY")
            if self.reg("SHORTS") & VALRDY_STOP:
                self.ready_at = None
            else:
                self.ready_at += self._byte_cycles()

    def next_event(self, now: int) -> int | None:
        return self.ready_at
