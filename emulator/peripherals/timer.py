"""TIMER0-2 (nRF51 Reference Manual, chapter TIMER): a 16 MHz / 2**PRESCALER counter of
BITMODE bits with four compare registers, SHORTS and the IRQ. The counter is computed from
virtual time when it is read, never stepped: an hour of timer ticks costs nothing."""

from __future__ import annotations

from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

BITS = {0: 16, 1: 8, 2: 24, 3: 32}
COMPARE_INTEN = 16  # INTEN bit of COMPARE[0]


class Timer(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_START", "task"),
        Register(0x004, "TASKS_STOP", "task"),
        Register(0x008, "TASKS_COUNT", "task"),
        Register(0x00C, "TASKS_CLEAR", "task"),
        Register(0x010, "TASKS_SHUTDOWN", "task"),
        Register(0x040, "TASKS_CAPTURE", "task", count=4),
        Register(0x140, "EVENTS_COMPARE", "event", count=4),
        Register(0x200, "SHORTS"),
        *INTEN_REGISTERS,
        Register(0x504, "MODE"),
        Register(0x508, "BITMODE"),
        Register(0x510, "PRESCALER", reset=4),
        Register(0x540, "CC", count=4),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {0xFFC: "POWER"}
    timed = True

    def reset(self) -> None:
        super().reset()
        self.running = False
        self.count = 0  # counter value at cycle `origin`
        self.origin = 0  # a virtual cycle on a counter step boundary

    # ---- the counter ----

    @property
    def mask(self) -> int:
        return (1 << BITS[self.reg("BITMODE") & 3]) - 1

    @property
    def period(self) -> int:
        return 1 << min(self.reg("PRESCALER") & 0xF, 9)

    @property
    def timer_mode(self) -> bool:
        return self.reg("MODE") & 1 == 0

    def value(self, now: int) -> int:
        if self.running and self.timer_mode:
            return (self.count + (now - self.origin) // self.period) & self.mask
        return self.count

    def _steps_to(self, cc: int) -> int:
        """Counter steps from the current count until it next becomes `cc` (a full wrap if
        it is there already: a compare fires on the step into the value)."""
        return ((cc - self.count) & self.mask) or (self.mask + 1)

    def sync(self, now: int) -> None:
        if not (self.running and self.timer_mode):
            return
        period = self.period
        due = (now - self.origin) // period
        shorts = self.reg("SHORTS")
        watched = self._ppi_watched()
        fired = False
        while due > 0:
            steps = [self._steps_to(self.values[0x540 + 4 * i] & self.mask) for i in range(4)]
            first = min(steps)
            if first > due:
                break
            if not shorts and not watched:
                # Without shorts a compare changes nothing but its event: mark every compare
                # that fell due and jump, however many wraps that was.
                for i in range(4):
                    if steps[i] <= due:
                        self.values[0x140 + 4 * i] = 1
                        fired = True
                break
            self.origin += first * period
            due -= first
            self.count = (self.count + first) & self.mask
            for i in range(4):
                if steps[i] == first:
                    self.values[0x140 + 4 * i] = 1
                    fired = True
                    if shorts & (1 << i):
                        self.count = 0
                    if shorts & (1 << (8 + i)):
                        self.running = False
            for i in range(4):  # PPI: the tasks on these events, in this cycle
                if steps[i] == first and watched >> i & 1:
                    self.machine.peripherals["PPI"].fire(self.base + 0x140 + 4 * i)
            if not self.running:
                break
        if self.running:
            self.origin += due * period
            self.count = (self.count + due) & self.mask
        if fired:
            self.update_irq()

    def next_event(self, now: int) -> int | None:
        if not (self.running and self.timer_mode):
            return None
        interest = (
            (self.inten >> COMPARE_INTEN) | self.reg("SHORTS") | (self.reg("SHORTS") >> 8) | self._ppi_watched()
        )
        steps = [
            self._steps_to(self.values[0x540 + 4 * i] & self.mask)
            for i in range(4)
            if interest & (1 << i)
        ]
        if not steps:
            return None
        return self.origin + min(steps) * self.period

    def _ppi_watched(self) -> int:
        """Bit i: a PPI channel listens to COMPARE[i] (each must then be stepped to)."""
        ppi = self.machine.peripherals.get("PPI")
        if ppi is None:
            return 0
        return sum(1 << i for i in range(4) if ppi.watched(self.base + 0x140 + 4 * i))

    # ---- tasks ----

    def task_START(self, index):
        if not self.running:
            self.running = True
            self.origin = self.machine.now()

    def task_STOP(self, index):
        self.count = self.value(self.machine.now())
        self.running = False

    def task_SHUTDOWN(self, index):
        self.task_STOP(index)

    def task_CLEAR(self, index):
        self.count = 0
        self.origin = self.machine.now()

    def task_COUNT(self, index):
        if self.timer_mode:
            self.warn("TASKS_COUNT was triggered in timer mode (MODE=0); it does nothing")
            return
        if not self.running:
            return
        self.count = (self.count + 1) & self.mask
        shorts = self.reg("SHORTS")
        for i in range(4):
            if self.values[0x540 + 4 * i] & self.mask == self.count:
                self.values[0x140 + 4 * i] = 1
                if shorts & (1 << i):
                    self.count = 0
                if shorts & (1 << (8 + i)):
                    self.running = False
        self.update_irq()

    def task_CAPTURE(self, index):
        self.values[0x540 + 4 * index] = self.value(self.machine.now())

    # ---- configuration ----

    def write(self, offset: int, size: int, value: int) -> None:
        super().write(offset, size, value)
        self.machine.reschedule()  # CC, SHORTS, INTEN and tasks move the next event

    def _config(self, name: str, value: int) -> None:
        if self.running:
            self.warn(
                f"the firmware changed {name} while the timer runs; the manual says "
                "to stop it first"
            )
            self.count = self.value(self.machine.now())
            self.origin = self.machine.now()
        self.set_reg(name, value)

    def write_PRESCALER(self, value, index):
        self._config("PRESCALER", value)

    def write_BITMODE(self, value, index):
        self._config("BITMODE", value)
        self.count &= self.mask

    def write_MODE(self, value, index):
        self._config("MODE", value)
