"""RTC0/RTC1 (nRF51 Reference Manual, chapter RTC): a 24-bit counter on LFCLK (32768 Hz,
derived from virtual time), PRESCALER, four compares, TICK/OVRFLW/COMPARE events gated by
EVTEN|INTEN, and the IRQ. Like TIMER, the counter is computed from time, not stepped."""

from __future__ import annotations

from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

MASK = 0xFFFFFF
TICK, OVRFLW, COMPARE0 = 0, 1, 16  # event bits in INTEN/EVTEN


class Rtc(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_START", "task"),
        Register(0x004, "TASKS_STOP", "task"),
        Register(0x008, "TASKS_CLEAR", "task"),
        Register(0x00C, "TASKS_TRIGOVRFLW", "task"),
        Register(0x100, "EVENTS_TICK", "event"),
        Register(0x104, "EVENTS_OVRFLW", "event"),
        Register(0x140, "EVENTS_COMPARE", "event", count=4),
        *INTEN_REGISTERS,
        Register(0x340, "EVTEN"),
        Register(0x344, "EVTENSET"),
        Register(0x348, "EVTENCLR"),
        Register(0x504, "COUNTER", "r"),
        Register(0x508, "PRESCALER"),
        Register(0x540, "CC", count=4),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {0xFFC: "POWER"}
    timed = True

    def reset(self) -> None:
        super().reset()
        self.evten = 0
        self.running = False
        self.count = 0
        self.origin = 0  # an LFCLK tick index on a counter step boundary

    # ---- LFCLK <-> virtual cycles ----

    def lf_ticks(self, now: int) -> int:
        return now * self.machine.lfclk_hz // self.machine.clock_hz

    def cycle_of_tick(self, tick: int) -> int:
        return -(-tick * self.machine.clock_hz // self.machine.lfclk_hz)

    @property
    def period(self) -> int:
        return (self.reg("PRESCALER") & 0xFFF) + 1

    # ---- the counter ----

    def _enabled(self) -> int:
        return self.evten | self.inten

    def _steps(self) -> list[tuple[int, int]]:
        """(steps until the event, event offset) for every enabled event."""
        enabled = self._enabled()
        steps = []
        if enabled & (1 << TICK):
            steps.append((1, 0x100))
        if enabled & (1 << OVRFLW):
            steps.append((((0 - self.count) & MASK) or MASK + 1, 0x104))
        for i in range(4):
            if enabled & (1 << (COMPARE0 + i)):
                cc = self.values[0x540 + 4 * i] & MASK
                steps.append((((cc - self.count) & MASK) or MASK + 1, 0x140 + 4 * i))
        return steps

    def sync(self, now: int) -> None:
        if not self.running:
            return
        due = (self.lf_ticks(now) - self.origin) // self.period
        if due <= 0:
            return
        fired = False
        for steps, offset in self._steps():
            if steps <= due:
                self.values[offset] = 1
                fired = True
        self.count = (self.count + due) & MASK
        self.origin += due * self.period
        if fired:
            self.update_irq()

    def next_event(self, now: int) -> int | None:
        if not self.running:
            return None
        steps = self._steps()
        if not steps:
            return None
        return self.cycle_of_tick(self.origin + min(s for s, _ in steps) * self.period)

    def read_COUNTER(self, index: int) -> int:
        return self.count  # read() synced the model to now first

    # ---- tasks ----

    def task_START(self, index):
        if not self.running:
            clock = self.machine.peripherals.get("CLOCK")
            if clock is not None and not clock.lfclk_running:
                self.warn(
                    "TASKS_START with LFCLK not started (CLOCK.TASKS_LFCLKSTART); "
                    "the chip's RTC would not count, the model counts anyway"
                )
            self.running = True
            self.origin = self.lf_ticks(self.machine.now())

    def task_STOP(self, index):
        self.running = False

    def task_CLEAR(self, index):
        self.count = 0
        self.origin = self.lf_ticks(self.machine.now())

    def task_TRIGOVRFLW(self, index):
        self.count = 0xFFFFF0

    # ---- configuration ----

    def write(self, offset: int, size: int, value: int) -> None:
        super().write(offset, size, value)
        self.machine.reschedule()

    def write_EVTEN(self, value, index):
        self.evten = value

    def write_EVTENSET(self, value, index):
        self.evten |= value

    def write_EVTENCLR(self, value, index):
        self.evten &= ~value

    def read_EVTEN(self, index):
        return self.evten

    read_EVTENSET = read_EVTENCLR = read_EVTEN

    def write_PRESCALER(self, value, index):
        if self.running:
            self.warn(
                "the firmware wrote PRESCALER while the RTC runs; the manual allows it "
                "only when stopped, so the write is ignored"
            )
            return
        self.set_reg("PRESCALER", value & 0xFFF)
