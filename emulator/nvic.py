"""The Cortex-M0 System Control Space at 0xE000E000 that Unicorn lacks: the NVIC
(ISER/ICER/ISPR/ICPR/IPR) and the SCB registers the firmware uses (CPUID, ICSR, AIRCR, SCR,
CCR, SHPR2/3). It also decides which exception to take next; the machine does the entry."""

from __future__ import annotations

from typing import ClassVar

from .peripherals.base import Peripheral, Register

HARDFAULT, SVCALL, PENDSV, SYSTICK = 3, 11, 14, 15
THREAD_PRIORITY = 0x100  # lower than any configurable priority (0x00..0xC0)
VECTKEY = 0x05FA
CPUID_CORTEX_M0 = 0x410CC200


class SystemControl(Peripheral):
    REGISTERS = (
        Register(0x100, "ISER"),
        Register(0x180, "ICER"),
        Register(0x200, "ISPR"),
        Register(0x280, "ICPR"),
        Register(0x400, "IPR", count=8),
        Register(0xD00, "CPUID", "r", reset=CPUID_CORTEX_M0),
        Register(0xD04, "ICSR"),
        Register(0xD0C, "AIRCR"),
        Register(0xD10, "SCR"),
        Register(0xD14, "CCR", "r", reset=0x208),
        Register(0xD1C, "SHPR2"),
        Register(0xD20, "SHPR3"),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {
        0x008: "ACTLR",
        0x010: "SYST_CSR (the nRF51 has no SysTick)",
        0x014: "SYST_RVR (the nRF51 has no SysTick)",
        0x018: "SYST_CVR (the nRF51 has no SysTick)",
        0x01C: "SYST_CALIB (the nRF51 has no SysTick)",
        0xD24: "SHCSR (debug only)",
        0xD30: "DFSR (debug only)",
    }

    def reset(self) -> None:
        super().reset()
        self.enabled = 0  # ISER
        self.pending = 0  # set by ISPR or by an edge; cleared on entry / by ICPR
        self.lines = 0  # IRQ lines held high by peripherals (level: pending while high)
        self.priority = [0] * 32
        self.pendsv = False
        self.active: list[int] = []  # exception numbers being handled, outermost first

    # ---- peripheral side ----

    def set_line(self, irq: int, level: bool) -> None:
        bit = 1 << irq
        if level:
            if not self.lines & bit:
                self.lines |= bit
                if self.enabled & bit:
                    self.machine.interrupt_requested()
        else:
            self.lines &= ~bit

    # ---- registers ----

    def read_ISER(self, index):
        return self.enabled

    read_ICER = read_ISER

    def write_ISER(self, value, index):
        self.enabled |= value
        if value & (self.pending | self.lines):
            self.machine.interrupt_requested()

    def write_ICER(self, value, index):
        self.enabled &= ~value

    def read_ISPR(self, index):
        return self.pending | self.lines

    read_ICPR = read_ISPR

    def write_ISPR(self, value, index):
        self.pending |= value
        if value & self.enabled:
            self.machine.interrupt_requested()

    def write_ICPR(self, value, index):
        self.pending &= ~value

    def read_IPR(self, index):
        return sum(self.priority[4 * index + i] << (8 * i) for i in range(4))

    def write_IPR(self, value, index):
        for i in range(4):
            self.priority[4 * index + i] = (value >> (8 * i)) & 0xC0  # M0: 2 priority bits

    def read_ICSR(self, index):
        ipsr = self.machine.ipsr()
        pending = self.next_pending()
        value = ipsr & 0x3F
        if pending is not None:
            value |= (pending & 0x3F) << 12
        if self.pending | self.lines:
            value |= 1 << 22  # ISRPENDING
        if self.pendsv:
            value |= 1 << 28
        return value

    def write_ICSR(self, value, index):
        if value & (1 << 28):
            self.pendsv = True
            self.machine.interrupt_requested()
        if value & (1 << 27):
            self.pendsv = False
        if value & (1 << 31):
            self.warn("NMIPENDSET was written; the NMI is not modelled")
        if value & (3 << 25):
            self.warn("PENDSTSET/PENDSTCLR were written; the nRF51 has no SysTick")

    def read_AIRCR(self, index):
        return 0xFA050000

    def write_AIRCR(self, value, index):
        if value >> 16 != VECTKEY:
            self.warn("AIRCR was written without VECTKEY 0x05FA; the write is ignored")
            return
        if value & (1 << 2):
            self.machine.request_reset()

    def write_SHPR2(self, value, index):
        self.set_reg("SHPR2", value & 0xC0000000)

    def write_SHPR3(self, value, index):
        self.set_reg("SHPR3", value & 0xC0C00000)

    # ---- arbitration ----

    def exception_priority(self, number: int) -> int:
        if number >= 16:
            return self.priority[number - 16]
        if number == SVCALL:
            return self.reg("SHPR2") >> 24
        if number == PENDSV:
            return (self.reg("SHPR3") >> 16) & 0xFF
        return -1  # HardFault (NMI would be -2)

    def execution_priority(self, primask: bool) -> int:
        level = THREAD_PRIORITY
        for number in self.active:
            level = min(level, self.exception_priority(number))
        if primask:
            level = min(level, 0)
        return level

    def next_pending(self) -> int | None:
        """The pending, enabled exception of highest priority that is not active."""
        best, best_priority = None, None
        if self.pendsv and PENDSV not in self.active:
            best, best_priority = PENDSV, self.exception_priority(PENDSV)
        candidates = (self.pending | self.lines) & self.enabled
        irq = 0
        while candidates:
            if candidates & 1 and 16 + irq not in self.active:
                priority = self.priority[irq]
                if best_priority is None or priority < best_priority:
                    best, best_priority = 16 + irq, priority
            candidates >>= 1
            irq += 1
        return best

    def deliverable(self, primask: bool) -> int | None:
        """The exception to take now, given PRIMASK, or None."""
        number = self.next_pending()
        if number is None:
            return None
        if self.exception_priority(number) < self.execution_priority(primask):
            return number
        return None

    def acknowledge(self, number: int) -> None:
        """The exception is being entered: it becomes active and stops being pending."""
        if number == PENDSV:
            self.pendsv = False
        elif number >= 16:
            self.pending &= ~(1 << (number - 16))
        self.active.append(number)
