"""The nRF51's TEMP (Reference Manual v3.0, chapter TEMP): START, STOP, EVENTS_DATARDY,
INTEN and TEMP, the die temperature in 0.25 °C steps (two's complement). A measurement takes
`MEASURE_US` after START, as on the chip, so a firmware that polls DATARDY waits as it would.

The die's temperature is the board's outside world: `celsius` (20 °C unless the board file's
[temp] celsius says otherwise), set from a test with `Board.set_temperature(C, at=S)` or
from the command line with `wispy run --temperature C@S`. It is quantised as the chip does,
to the nearest quarter degree."""

from __future__ import annotations

from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

MEASURE_US = 36  # Reference Manual, TEMP electrical specification: t_TEMP, typical


class Temp(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_START", "task"),
        Register(0x004, "TASKS_STOP", "task"),
        Register(0x100, "EVENTS_DATARDY", "event"),
        *INTEN_REGISTERS,
        Register(0x508, "TEMP", "r"),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {0x504: "the PAN #31 calibration word"}
    timed = True

    def __init__(self, machine, name, base, irq=-1, config=None):
        # the outside world: kept across resets (set_temperature before or during a run)
        self.celsius = float((config or {}).get("temp", {}).get("celsius", 20.0))
        self.measurements = 0
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        super().reset()
        self.ready_at: int | None = None  # cycle the running measurement ends

    def task_START(self, index: int) -> None:
        if self.ready_at is None:
            self.ready_at = self.machine.now() + MEASURE_US * self.machine.clock_hz // 1_000_000
            self.machine.reschedule()

    def task_STOP(self, index: int) -> None:
        self.ready_at = None

    def sync(self, now: int) -> None:
        if self.ready_at is not None and self.ready_at <= now:
            self.ready_at = None
            self.set_reg("TEMP", round(self.celsius * 4))  # set_reg keeps 32 bits: two's complement
            self.measurements += 1
            self.event("DATARDY")

    def next_event(self, now: int) -> int | None:
        return self.ready_at
