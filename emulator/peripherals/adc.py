"""The nRF51's ADC (Reference Manual v3.0, chapter 31), as much as `port_adc_read` uses:
ENABLE, CONFIG (RES, INPSEL, REFSEL, PSEL), START -> END at once, RESULT, BUSY, INTEN, IRQ.

An analog input's voltage comes from `set_voltage(gpio, fraction)` (a fraction of the
supply, 0.0-1.0); a pin without one reads the level driven on it from outside
(`board.set_pin`: 1 is the supply, 0 or floating is 0 V). RESULT follows CONFIG: the input
prescaling (1, 2/3 or 1/3) against the reference (1.2 V band gap, half or a third of the
supply, taken as 3.3 V), at 8, 9 or 10 bits, clamped to full scale."""

from __future__ import annotations

from .base import INTEN_REGISTERS, Peripheral, Register

SUPPLY_VOLTS = 3.3
# AIN0-AIN7 are P0.26, P0.27, P0.01-P0.06.
AIN_GPIO = (26, 27, 1, 2, 3, 4, 5, 6)


class Adc(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_START", "task"),
        Register(0x004, "TASKS_STOP", "task"),
        Register(0x100, "EVENTS_END", "event"),
        *INTEN_REGISTERS,
        Register(0x400, "BUSY", "r"),
        Register(0x500, "ENABLE"),
        Register(0x504, "CONFIG", reset=0x18),
        Register(0x508, "RESULT", "r"),
    )

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.voltages: dict[int, float] = {}  # gpio -> fraction of the supply
        super().__init__(machine, name, base, irq, config)

    def set_voltage(self, gpio: int, fraction: float | None) -> None:
        """The voltage on an analog input, as a fraction of the supply (None: from the pin's level)."""
        if gpio not in AIN_GPIO:
            raise ValueError(f"P0.{gpio} is no analog input of the nRF51 (AIN0-7 are P0.{', P0.'.join(map(str, AIN_GPIO))})")
        if fraction is None:
            self.voltages.pop(gpio, None)
        else:
            self.voltages[gpio] = min(max(float(fraction), 0.0), 1.0)

    def task_START(self, index: int) -> None:
        if not self.reg("ENABLE") & 1:
            self.warn("START was triggered while the ADC is disabled (ENABLE = 0): no conversion")
            return
        config = self.reg("CONFIG")
        bits = (8, 9, 10, 10)[config & 3]
        inpsel, refsel, psel = (config >> 2) & 7, (config >> 5) & 3, (config >> 8) & 0xFF
        if psel & (psel - 1) or not psel:
            self.warn(f"CONFIG.PSEL is {psel:#04x}: one analog input must be selected; RESULT is 0")
            self.set_reg("RESULT", 0)
            self.event("END")
            return
        ain = psel.bit_length() - 1
        gpio = AIN_GPIO[ain]
        fraction = self.voltages.get(gpio)
        if fraction is None:
            gpio_model = self.machine.gpio
            fraction = float(gpio_model.external.get(gpio) or 0) if gpio_model is not None else 0.0
        volts = fraction * SUPPLY_VOLTS
        if inpsel in (5, 6):  # the supply itself, at 2/3 or 1/3
            volts, scale = SUPPLY_VOLTS, (2 / 3 if inpsel == 5 else 1 / 3)
        else:
            scale = {0: 1.0, 1: 2 / 3, 2: 1 / 3}.get(inpsel, 1.0)
        reference = {0: 1.2, 2: SUPPLY_VOLTS / 2, 3: SUPPLY_VOLTS / 3}.get(refsel)
        if reference is None:
            self.warn("CONFIG.REFSEL = External is not modelled; taken as the band gap (1.2 V)")
            reference = 1.2
        full = (1 << bits) - 1
        self.set_reg("RESULT", min(full, round(volts * scale / reference * full)))
        self.event("END")

    def task_STOP(self, index: int) -> None:
        pass
