"""UART0 (nRF51 Reference Manual, chapter UART): TXD to the board's console, RXD from an
input queue, RXDRDY/TXDRDY events and the IRQ. Transmission is instantaneous unless
`tx_cycles_per_byte` is set (the hook for modelled baud rates)."""

from __future__ import annotations

from collections import deque
from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

ENABLE_UART = 4


class Uart(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_STARTRX", "task"),
        Register(0x004, "TASKS_STOPRX", "task"),
        Register(0x008, "TASKS_STARTTX", "task"),
        Register(0x00C, "TASKS_STOPTX", "task"),
        Register(0x01C, "TASKS_SUSPEND", "task"),
        Register(0x100, "EVENTS_CTS", "event"),
        Register(0x104, "EVENTS_NCTS", "event"),
        Register(0x108, "EVENTS_RXDRDY", "event"),
        Register(0x11C, "EVENTS_TXDRDY", "event"),
        Register(0x124, "EVENTS_ERROR", "event"),
        Register(0x144, "EVENTS_RXTO", "event"),
        Register(0x200, "SHORTS"),
        *INTEN_REGISTERS,
        Register(0x480, "ERRORSRC"),
        Register(0x500, "ENABLE"),
        Register(0x508, "PSELRTS", reset=0xFFFFFFFF),
        Register(0x50C, "PSELTXD", reset=0xFFFFFFFF),
        Register(0x510, "PSELCTS", reset=0xFFFFFFFF),
        Register(0x514, "PSELRXD", reset=0xFFFFFFFF),
        Register(0x518, "RXD", "r"),
        Register(0x51C, "TXD", "w"),
        Register(0x524, "BAUDRATE", reset=0x04000000),
        Register(0x56C, "CONFIG"),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {0xFFC: "POWER"}
    timed = True

    # Cycles one byte takes to send; 0 = instantaneous. At 115200 baud 8N1 a byte is 10 bits:
    # 16e6 * 10 / 115200 = 1389 cycles.
    tx_cycles_per_byte = 0

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.input: deque[int] = deque()
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        super().reset()
        self.tx_started = False
        self.rx_started = False
        self.rxd_full = False  # RXD holds a byte the firmware has not read yet
        self.tx_busy_until = None  # virtual cycle the byte being sent completes (modelled baud)
        self.last_tx = None  # cycle of the last TXD write
        self.tx_ready_seen = False  # the firmware has read TXDRDY=1 since that write

    @property
    def enabled(self) -> bool:
        return self.reg("ENABLE") & 7 == ENABLE_UART

    # ---- tasks ----

    def task_STARTTX(self, index):
        self.tx_started = True

    def task_STOPTX(self, index):
        self.tx_started = False

    def task_STARTRX(self, index):
        self.rx_started = True
        self._receive()

    def task_STOPRX(self, index):
        self.rx_started = False
        self.event("RXTO")

    def task_SUSPEND(self, index):
        self.tx_started = self.rx_started = False

    # ---- transmit ----

    def write_TXD(self, value: int, index: int) -> None:
        if not self.enabled:
            self.warn(
                "the firmware wrote TXD while the UART is not enabled (ENABLE != 4); "
                "the byte is lost"
            )
            return
        if not self.tx_started:
            self.warn("the firmware wrote TXD before TASKS_STARTTX; the byte is lost")
            return
        if self.tx_busy_until is not None:
            self.warn(
                "the firmware wrote TXD before the previous byte's TXDRDY; the byte "
                "is lost, as on the chip"
            )
            return
        now = self.machine.now()
        if self.last_tx is not None and not self.tx_ready_seen and now - self.last_tx < 1389:
            self.warn(
                "the firmware wrote TXD again without having seen TXDRDY for the previous "
                "byte; at 115200 baud the chip would still be sending it and lose this one"
            )
        self.last_tx, self.tx_ready_seen = now, False
        self.machine.console_byte(value & 0xFF)
        if self.tx_cycles_per_byte:
            self.tx_busy_until = self.machine.now() + self.tx_cycles_per_byte
            self.machine.reschedule()
        else:
            self.event("TXDRDY")

    # ---- receive ----

    def feed(self, data: bytes) -> None:
        """Bytes arriving on the RX pin (queued; delivered one at a time through RXD)."""
        self.input.extend(data)
        self._receive()

    def _receive(self) -> None:
        if self.rx_started and self.enabled and not self.rxd_full and self.input:
            self.values[0x518] = self.input.popleft()
            self.rxd_full = True
            self.event("RXDRDY")

    def read_EVENTS_TXDRDY(self, index: int) -> int:
        value = self.values[0x11C]
        if value:
            self.tx_ready_seen = True
        return value

    def read_RXD(self, index: int) -> int:
        value = self.values[0x518]
        self.rxd_full = False
        self._receive()  # the next byte of the FIFO moves into RXD, with a new RXDRDY
        return value

    def write_ENABLE(self, value: int, index: int) -> None:
        self.set_reg("ENABLE", value)
        self._receive()

    @property
    def input_waiting(self) -> bool:
        return bool(self.input) or self.rxd_full

    # ---- time (only for a modelled baud rate) ----

    def sync(self, now: int) -> None:
        if self.tx_busy_until is not None and now >= self.tx_busy_until:
            self.tx_busy_until = None
            self.event("TXDRDY")

    def next_event(self, now: int) -> int | None:
        return self.tx_busy_until
