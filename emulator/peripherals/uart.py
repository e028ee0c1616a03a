"""UART0 (nRF51 Reference Manual, chapter UART): TXD to the board's console, RXD from an
input queue, RXDRDY/TXDRDY events and the IRQ. Transmission is instantaneous unless
`tx_cycles_per_byte` is set (the hook for modelled baud rates).

Input comes two ways. `feed()` puts bytes straight into the receive FIFO, all at once (the
console's and the serial bridge's way). `feed_timed()` puts them on the RX wire: each byte
arrives 10 bit-times (8N1) after the previous one at the rate in BAUDRATE, into the chip's
6-byte receive FIFO; a byte that arrives while the FIFO is full is lost with ERRORSRC.OVERRUN
and EVENTS_ERROR, as on the chip when the firmware reads RXD too slowly."""

from __future__ import annotations

from collections import deque
from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

ENABLE_UART = 4
RX_FIFO = 6  # bytes the receiver holds (RXD and the five behind it)
OVERRUN = 1  # ERRORSRC bit


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
        self.input: deque[int] = deque()  # received, waiting behind RXD
        self.wire: deque[tuple[int, int]] = deque()  # (not before cycle, byte) still to send
        self.wire_done: int | None = None  # cycle the byte on the wire completes
        self.line_free = 0  # cycle the wire became idle
        self.rx_overruns = 0
        self.rx_received = 0  # bytes that arrived through the wire into the FIFO
        super().__init__(machine, name, base, irq, config)

    def reset(self) -> None:
        super().reset()
        self.tx_started = False
        self.rx_started = False
        self.rxd_full = False  # RXD holds a byte the firmware has not read yet
        self.tx_busy_until = None  # virtual cycle the byte being sent completes (modelled baud)
        self.last_tx = None  # cycle of the last TXD write
        self.tx_ready_seen = False  # the firmware has read TXDRDY=1 since that write
        self.rx_ready_since = 0  # cycle the receiver was last enabled and started
        self.wire_done = None  # a byte half-received is lost with the receiver's reset

    @property
    def enabled(self) -> bool:
        return self.reg("ENABLE") & 7 == ENABLE_UART

    # ---- tasks ----

    def task_STARTTX(self, index):
        self.tx_started = True

    def task_STOPTX(self, index):
        self.tx_started = False

    def task_STARTRX(self, index):
        if not self.receiving:
            self.rx_ready_since = self.machine.now()
        self.rx_started = True
        self._receive()
        self.machine.reschedule()  # bytes held on the wire may start now

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
        if not self.receiving and self.rx_started and value & 7 == ENABLE_UART:
            self.rx_ready_since = self.machine.now()
        self.set_reg("ENABLE", value)
        self._receive()

    @property
    def input_waiting(self) -> bool:
        return bool(self.input) or self.rxd_full or bool(self.wire)

    # ---- the RX wire (modelled timing) ----

    @property
    def byte_cycles(self) -> int:
        """CPU cycles one 8N1 byte (10 bits) takes at the rate in BAUDRATE: a bit lasts
        2**32 / BAUDRATE cycles (the register holds baud * 2**32 / 16 MHz)."""
        reg = self.reg("BAUDRATE") or 1
        return max(1, round(10 * (1 << 32) / reg * self.machine.clock_hz / 16_000_000))

    @property
    def receiving(self) -> bool:
        return self.rx_started and self.enabled

    def feed_timed(self, data: bytes, at: int) -> None:
        """Bytes sent to the RX pin from virtual cycle `at` on, back to back at the baud
        rate. A sender waits while the receiver is off (not enabled or not started): bytes
        are not lost before the firmware starts listening."""
        for byte in data:
            self.wire.append((at, byte))
        self.machine.reschedule()

    def _wire_start(self, now: int) -> None:
        if self.wire_done is None and self.wire and self.receiving:
            start = max(self.wire[0][0], self.line_free, self.rx_ready_since)
            self.wire_done = start + self.byte_cycles

    def _wire_arrive(self) -> None:
        _, byte = self.wire.popleft()
        self.line_free, self.wire_done = self.wire_done, None
        if not self.receiving:
            self.warn("a byte arrived on RXD while the receiver was stopped; it is lost")
            return
        if len(self.input) + self.rxd_full >= RX_FIFO:
            self.rx_overruns += 1
            self.warn(
                "a byte arrived while the 6-byte receive FIFO was full (the firmware did "
                "not read RXD in time): OVERRUN, the byte is lost, as on the chip"
            )
            self.set_reg("ERRORSRC", self.reg("ERRORSRC") | OVERRUN)
            self.event("ERROR")
            return
        self.rx_received += 1
        self.input.append(byte)
        self._receive()

    def write_ERRORSRC(self, value: int, index: int) -> None:
        self.set_reg("ERRORSRC", self.reg("ERRORSRC") & ~value)  # write 1 to clear

    # ---- time (a modelled baud rate, the RX wire) ----

    def sync(self, now: int) -> None:
        if self.tx_busy_until is not None and now >= self.tx_busy_until:
            self.tx_busy_until = None
            self.event("TXDRDY")
        self._wire_start(now)
        while self.wire_done is not None and self.wire_done <= now:
            self._wire_arrive()
            self._wire_start(self.line_free)

    def next_event(self, now: int) -> int | None:
        self._wire_start(now)
        events = [at for at in (self.tx_busy_until, self.wire_done) if at is not None]
        return min(events) if events else None
