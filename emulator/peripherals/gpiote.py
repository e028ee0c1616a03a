"""GPIOTE (nRF51 Reference Manual, chapter GPIOTE): four channels whose CONFIG in event mode
turns an edge of a pin into EVENTS_IN[n], and the PORT event from the GPIO's DETECT signal
(the OR of every pin's PIN_CNF.SENSE condition), with INTEN and IRQ 6. Connected to the GPIO
model by the board (`connect`): it hears every level change and every rising DETECT.
In task mode a channel drives its pin (whatever GPIO's DIR and OUT say): OUTINIT when it is
configured, then TASKS_OUT[n] sets, clears or toggles it (POLARITY), from the CPU or from a
PPI channel (PWM: ports/nrf51/pwm.c)."""

from __future__ import annotations

from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

MODE_DISABLED, MODE_EVENT, MODE_TASK = 0, 1, 3
LO_TO_HI, HI_TO_LO, TOGGLE = 1, 2, 3


class Gpiote(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_OUT", "task", count=4),
        Register(0x100, "EVENTS_IN", "event", count=4),
        Register(0x17C, "EVENTS_PORT", "event"),
        *INTEN_REGISTERS,
        Register(0x510, "CONFIG", count=4),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {0xFFC: "POWER"}

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.gpio = None
        super().__init__(machine, name, base, irq, config)

    def connect(self, gpio) -> None:
        """Listen to a GPIO model's pins (done once by the board)."""
        self.gpio = gpio
        gpio.level_listeners.append(self.levels_changed)
        gpio.detect_listeners.append(self.detect_rose)

    def reset(self) -> None:
        super().reset()
        self.task_level = 0  # the level each task-mode channel drives, bit n: P0.n
        if getattr(self, "gpio", None) is not None:
            self._claim_pins()

    # ---- channels ----

    def _channel(self, n: int) -> tuple[int, int, int]:
        """(mode, pin, polarity) of channel n."""
        cnf = self.values[0x510 + 4 * n]
        return cnf & 3, (cnf >> 8) & 31, (cnf >> 16) & 3

    def write_CONFIG(self, value: int, index: int) -> None:
        self.values[0x510 + 4 * index] = value & 0x0013_1F03
        mode, pin, _ = self._channel(index)
        if mode == MODE_TASK:
            self.task_level = (self.task_level & ~(1 << pin)) | ((value >> 20 & 1) << pin)  # OUTINIT
        elif mode not in (MODE_DISABLED, MODE_EVENT):
            self.warn(f"CONFIG[{index}].MODE={mode} is reserved; the channel does nothing")
        for other in range(4):
            o_mode, o_pin, _ = self._channel(other)
            if other != index and mode and o_mode and o_pin == pin:
                self.warn(
                    f"channels {other} and {index} both use P0.{pin}; the manual "
                    "forbids it (the result is undefined)"
                )
        self._claim_pins()

    def _claim_pins(self) -> None:
        """A channel in event mode makes its pin an input, whatever GPIO's DIR says."""
        if self.gpio is None:
            return
        claimed = driven = 0
        for n in range(4):
            mode, pin, _ = self._channel(n)
            if mode == MODE_EVENT:
                claimed |= 1 << pin
            elif mode == MODE_TASK:
                driven |= 1 << pin
        gpio = self.gpio
        level = self.task_level & driven
        if (claimed, driven, level) != (gpio.forced_input, gpio.task_driven, gpio.task_level):
            gpio.forced_input, gpio.task_driven, gpio.task_level = claimed, driven, level
            gpio._changed()

    def task_OUT(self, index: int) -> None:
        mode, pin, polarity = self._channel(index)
        if mode != MODE_TASK:
            return  # the manual: OUT does nothing on a channel not in task mode
        bit = 1 << pin
        if polarity == LO_TO_HI:
            self.task_level |= bit
        elif polarity == HI_TO_LO:
            self.task_level &= ~bit
        elif polarity == TOGGLE:
            self.task_level ^= bit
        self._claim_pins()

    # ---- what the pins do ----

    def levels_changed(self, old: int, new: int) -> None:
        changed = old ^ new
        for n in range(4):
            mode, pin, polarity = self._channel(n)
            if mode != MODE_EVENT or not changed >> pin & 1:
                continue
            rising = bool(new >> pin & 1)
            wanted = {LO_TO_HI: rising, HI_TO_LO: not rising, TOGGLE: True}.get(polarity, False)
            if wanted:
                self.event("IN", n)

    def detect_rose(self) -> None:
        self.event("PORT")
