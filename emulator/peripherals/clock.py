"""CLOCK and POWER, which share one 4 KB page and IRQ 0 on the nRF51 (Reference Manual,
chapters CLOCK and POWER). Clock start tasks complete at once (STARTED events); LFCLK runs
from virtual time whatever LFCLKSRC says. POWER keeps RESETREAS and GPREGRET through a system reset."""

from __future__ import annotations

from .base import INTEN_REGISTERS, Peripheral, Register

# RESETREAS bits
RESETPIN, DOG, SREQ, LOCKUP = 1 << 0, 1 << 1, 1 << 2, 1 << 3


class ClockPower(Peripheral):
    REGISTERS = (
        # CLOCK
        Register(0x000, "TASKS_HFCLKSTART", "task"),
        Register(0x004, "TASKS_HFCLKSTOP", "task"),
        Register(0x008, "TASKS_LFCLKSTART", "task"),
        Register(0x00C, "TASKS_LFCLKSTOP", "task"),
        Register(0x010, "TASKS_CAL", "task"),
        Register(0x014, "TASKS_CTSTART", "task"),
        Register(0x018, "TASKS_CTSTOP", "task"),
        Register(0x100, "EVENTS_HFCLKSTARTED", "event"),
        Register(0x104, "EVENTS_LFCLKSTARTED", "event"),
        Register(0x10C, "EVENTS_DONE", "event"),
        Register(0x110, "EVENTS_CTTO", "event"),
        *INTEN_REGISTERS,
        Register(0x408, "HFCLKRUN", "r"),
        Register(0x40C, "HFCLKSTAT", "r"),
        Register(0x414, "LFCLKRUN", "r"),
        Register(0x418, "LFCLKSTAT", "r"),
        Register(0x41C, "LFCLKSRCCOPY", "r"),
        Register(0x518, "LFCLKSRC"),
        Register(0x538, "CTIV"),
        Register(0x550, "XTALFREQ", reset=0xFF),
        # POWER
        Register(0x078, "TASKS_CONSTLAT", "task"),
        Register(0x07C, "TASKS_LOWPWR", "task"),
        Register(0x108, "EVENTS_POFWARN", "event"),
        Register(0x400, "RESETREAS"),
        Register(0x428, "RAMSTATUS", "r", reset=0xF),
        Register(0x500, "SYSTEMOFF", "w"),
        Register(0x510, "POFCON"),
        Register(0x51C, "GPREGRET"),
        Register(0x524, "RAMON", reset=0x3),
        Register(0x544, "RESET"),
        Register(0x554, "RAMONB", reset=0x3),
        Register(0x578, "DCDCEN"),
    )

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.resetreas = 0  # survives a system reset, as on the chip (cleared by writing 1s)
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        kept = self.reg("GPREGRET") if hasattr(self, "values") else 0
        super().reset()
        self.set_reg("GPREGRET", kept)  # retained: only power-on clears it, as RESETREAS
        self.hfclk_running = False  # the external crystal; the internal RC always runs
        self.lfclk_running = False

    def task_HFCLKSTART(self, index):
        self.hfclk_running = True
        self.event("HFCLKSTARTED")

    def task_HFCLKSTOP(self, index):
        self.hfclk_running = False

    def task_LFCLKSTART(self, index):
        self.lfclk_running = True
        self.set_reg("LFCLKSRCCOPY", self.reg("LFCLKSRC") & 3)
        self.event("LFCLKSTARTED")

    def task_LFCLKSTOP(self, index):
        self.lfclk_running = False

    def task_CAL(self, index):
        self.event("DONE")

    def task_CONSTLAT(self, index):
        pass

    def task_LOWPWR(self, index):
        pass

    def read_HFCLKRUN(self, index):
        return int(self.hfclk_running)

    def read_HFCLKSTAT(self, index):
        return (1 << 16 | 1) if self.hfclk_running else 0

    def read_LFCLKRUN(self, index):
        return int(self.lfclk_running)

    def read_LFCLKSTAT(self, index):
        return (1 << 16 | (self.reg("LFCLKSRCCOPY") & 3)) if self.lfclk_running else 0

    def read_RESETREAS(self, index):
        return self.resetreas

    def write_RESETREAS(self, value, index):
        self.resetreas &= ~value

    def write_GPREGRET(self, value, index):
        self.set_reg("GPREGRET", value & 0xFF)  # 8 bits

    def write_SYSTEMOFF(self, value, index):
        if value & 1:
            self.machine.system_off()
