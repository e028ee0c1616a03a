"""TWI0/TWI1, the nRF51's I2C master (Reference Manual v3.0, chapter TWI), and the bus it
drives: STARTTX/STARTRX/STOP/SUSPEND/RESUME, the events, SHORTS (BB_SUSPEND, BB_STOP),
ERRORSRC (ANACK, DNACK), TXD/RXD, FREQUENCY and ADDRESS, in virtual time.

The bus carries devices (an object with `address` and start(read)/write(byte)/read()/stop();
the micro:bit's MMA8653 and MAG3110 are mma8653.py and mag3110.py). A byte on the bus takes
nine SCL periods at the FREQUENCY set (90 us at 100 kHz): the address and every data byte,
so a firmware that polls its events waits as on the chip. Receiving: each byte raises
RXDREADY and then BB; BB_SUSPEND holds the bus before the byte's ACK until RESUME, BB_STOP
NACKs it and sends STOP (the manual's way to end a read). Transmitting: TXDSENT after each
byte; the master stretches SCL while no new TXD was written since, as the chip does. An
address nobody answers is ERROR with ERRORSRC.ANACK (and the bus waits for STOP)."""

from __future__ import annotations

from typing import ClassVar

from .base import INTEN_REGISTERS, Peripheral, Register

ENABLED = 5  # ENABLE: the TWI (the same page is SPI0 with ENABLE = 1)
BB_SUSPEND, BB_STOP = 1, 2  # SHORTS bits
ANACK, DNACK, OVERRUN = 2, 4, 1  # ERRORSRC bits
FREQUENCIES = {0x0198_0000: 100_000, 0x0400_0000: 250_000, 0x0668_0000: 400_000}


class Twi(Peripheral):
    REGISTERS = (
        Register(0x000, "TASKS_STARTRX", "task"),
        Register(0x008, "TASKS_STARTTX", "task"),
        Register(0x014, "TASKS_STOP", "task"),
        Register(0x01C, "TASKS_SUSPEND", "task"),
        Register(0x020, "TASKS_RESUME", "task"),
        Register(0x104, "EVENTS_STOPPED", "event"),
        Register(0x108, "EVENTS_RXDREADY", "event"),
        Register(0x11C, "EVENTS_TXDSENT", "event"),
        Register(0x124, "EVENTS_ERROR", "event"),
        Register(0x138, "EVENTS_BB", "event"),
        Register(0x148, "EVENTS_SUSPENDED", "event"),
        Register(0x200, "SHORTS"),
        *INTEN_REGISTERS,
        Register(0x4C4, "ERRORSRC"),
        Register(0x500, "ENABLE"),
        Register(0x508, "PSELSCL", reset=0xFFFF_FFFF),
        Register(0x50C, "PSELSDA", reset=0xFFFF_FFFF),
        Register(0x518, "RXD", "r"),
        Register(0x51C, "TXD"),
        Register(0x524, "FREQUENCY", reset=0x0400_0000),
        Register(0x588, "ADDRESS"),
        Register(0xFFC, "POWER", reset=1),
    )
    UNMODELLED: ClassVar[dict[int, str]] = {}
    timed = True

    def __init__(self, machine, name, base, irq=-1, config=None):
        self.devices: dict[int, object] = {}  # the bus: 7-bit address -> device
        self.log: list[tuple[int, str, int, bytes]] = []  # (cycle, "w"/"r", address, bytes)
        super().__init__(machine, name, base, irq, config)

    def attach(self, device) -> None:
        """Put a device on the bus at its `address`."""
        self.devices[device.address] = device

    def reset(self) -> None:
        super().reset()
        self.due: int | None = None  # cycle the byte on the bus completes
        self.step = None  # what happens then
        self.device = None  # the device that answered the address
        self.txd_fresh = False  # TXD written since the last byte went out
        self.suspended = False
        self.done_bytes = bytearray()
        self.direction = ""
        self._rxd_unread = False

    # ---- timing ----

    def _byte_cycles(self) -> int:
        hz = FREQUENCIES.get(self.reg("FREQUENCY"))
        if hz is None:
            self.warn(f"FREQUENCY {self.reg('FREQUENCY'):#x} is none of the manual's (100, 250, 400 kHz)")
            hz = 100_000
        return max(1, 9 * self.machine.clock_hz // hz)

    def _after_byte(self, step, cycles: int | None = None) -> None:
        # from the end of the byte before when one ends now (sync), else from now
        start = self.machine.now() if self._at is None else self._at
        self.due = start + (self._byte_cycles() if cycles is None else cycles)
        self.step = step
        self.machine.reschedule()

    _at: int | None = None  # the cycle the step being run fell due

    def sync(self, now: int) -> None:
        while self.due is not None and self.due <= now:
            step, self._at, self.due, self.step = self.step, self.due, None, None
            try:
                step()
            finally:
                self._at = None

    def next_event(self, now: int) -> int | None:
        return self.due

    # ---- tasks ----

    def _enabled(self, task: str) -> bool:
        if self.reg("ENABLE") != ENABLED:
            self.warn(f"TASKS_{task} was triggered with ENABLE != 5 (the TWI is not enabled)")
            return False
        return True

    def _start(self, read: bool) -> None:
        self._flush()
        self.direction = "r" if read else "w"
        self.suspended = False
        self.device = None
        self._after_byte(lambda: self._address(read))

    def task_STARTTX(self, index: int) -> None:
        if self._enabled("STARTTX"):
            self._start(False)

    def task_STARTRX(self, index: int) -> None:
        if self._enabled("STARTRX"):
            self._start(True)

    def _address(self, read: bool) -> None:
        address = self.reg("ADDRESS") & 0x7F
        device = self.devices.get(address)
        if device is None:
            self._error(ANACK)
            return
        self.device = device
        device.start(read)
        if read:
            self._after_byte(self._received)
        else:
            self._transmit()

    def _error(self, source: int) -> None:
        self.set_reg("ERRORSRC", self.reg("ERRORSRC") | source)
        self.event("ERROR")  # the bus waits for STOP

    def _transmit(self) -> None:
        """Send TXD if it was written since the last byte, else stretch SCL until it is."""
        if not self.txd_fresh:
            return
        self.txd_fresh = False
        byte = self.reg("TXD") & 0xFF
        self._after_byte(lambda: self._sent(byte))

    def _sent(self, byte: int) -> None:
        self.done_bytes.append(byte)
        if self.device is None or not self.device.write(byte):
            self._error(DNACK)
            return
        self.event("TXDSENT")
        self.event("BB")
        self._transmit()

    def write_TXD(self, value: int, index: int) -> None:
        self.set_reg("TXD", value & 0xFF)
        self.txd_fresh = True
        if self.direction == "w" and self.device is not None and self.due is None and not self.suspended:
            self._transmit()  # the master was stretching SCL for it

    def _received(self) -> None:
        byte = self.device.read() & 0xFF if self.device is not None else 0xFF
        self.done_bytes.append(byte)
        if self._rxd_unread:  # the byte before was never read from RXD
            self._error(OVERRUN)
        self.set_reg("RXD", byte)
        self._rxd_unread = True
        self.event("RXDREADY")
        self.event("BB")
        shorts = self.reg("SHORTS")
        if shorts & BB_STOP:
            self._stop()  # NACK this byte, then STOP
        elif shorts & BB_SUSPEND:
            self.suspended = True
            self.event("SUSPENDED")
        else:
            self._after_byte(self._received)

    def write_ERRORSRC(self, value: int, index: int) -> None:
        self.set_reg("ERRORSRC", self.reg("ERRORSRC") & ~value)  # write 1 to clear

    def read_RXD(self, index: int) -> int:
        self._rxd_unread = False
        return self.reg("RXD")

    def task_RESUME(self, index: int) -> None:
        if not self.suspended:
            return
        self.suspended = False
        if self.direction == "r":
            self._after_byte(self._received)  # ACK the byte held, clock in the next
        else:
            self._transmit()

    def task_SUSPEND(self, index: int) -> None:
        if self.device is not None and self.direction:
            self.suspended = True
            self.due, self.step = None, None
            self.event("SUSPENDED")

    def task_STOP(self, index: int) -> None:
        if not self.direction:
            self.event("STOPPED")
            return
        self._stop()

    def _stop(self) -> None:
        self._after_byte(self._stopped, max(1, self._byte_cycles() // 9))  # a bit time

    def _stopped(self) -> None:
        if self.device is not None:
            self.device.stop()
        self._flush()
        self.device = None
        self.direction = ""
        self.suspended = False
        self.event("STOPPED")

    def _flush(self) -> None:
        """Note the transfer that ended (a STOP, or a repeated START) in the bus log."""
        if self.direction:
            self.log.append((self.machine.now(), self.direction, self.reg("ADDRESS") & 0x7F, bytes(self.done_bytes)))
        self.done_bytes = bytearray()
