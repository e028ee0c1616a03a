"""What the micro:bit's I2C sensors share: a register file behind a register pointer, as
NXP's MMA8653 and MAG3110 have it. A write transfer's first byte sets the pointer and each
further byte is written where it points; a read transfer returns bytes from the pointer on;
the pointer moves on after each byte (`next_register` says where to: each chip has its own
wrap rules)."""

from __future__ import annotations


class RegisterDevice:
    address = 0
    SIZE = 0x40
    RESET: dict[int, int] = {}
    READ_ONLY: frozenset[int] = frozenset()

    def __init__(self, machine):
        self.machine = machine
        self.reset()

    def reset(self) -> None:
        self.regs = bytearray(self.SIZE)
        for reg, value in self.RESET.items():
            self.regs[reg] = value
        self.pointer = 0
        self.first = False

    def now_s(self) -> float:
        return self.machine.virtual_time

    # ---- the bus side (twi.py) ----

    def start(self, read: bool) -> None:
        self.first = not read

    def write(self, byte: int) -> bool:
        if self.first:
            self.first = False
            self.pointer = byte % self.SIZE
            return True
        reg = self.pointer
        if reg not in self.READ_ONLY:
            self.regs[reg] = byte
            self.written(reg, byte)
        self.pointer = self.next_register(reg)
        return True

    def read(self) -> int:
        reg = self.pointer
        value = self.read_register(reg)
        self.pointer = self.next_register(reg)
        return value

    def stop(self) -> None:
        pass

    # ---- what a chip overrides ----

    def read_register(self, reg: int) -> int:
        return self.regs[reg]

    def written(self, reg: int, value: int) -> None:
        pass

    def next_register(self, reg: int) -> int:
        return (reg + 1) % self.SIZE


STATUS = 0x00  # NXP's motion sensors: the data-ready status, then X, Y, Z MSB first
ZYXDR, ZYXOW = 0x08, 0x80  # a sample is new; one was overwritten before it was read


class SampledSensor(RegisterDevice):
    """What the MMA8653 and the MAG3110 share: active, they sample every 1/odr() seconds from
    when they were activated, of what `motion` (motion.py) gives; a sample falls due when the
    status register (0x00) is read, only the newest counting; its ZYXDR (and ZYXOW when the
    one before was not read) is set, and cleared once the X, Y and Z MSBs (0x01, 0x03, 0x05)
    have been read. A chip says its rate (`odr`) and how a sample fills its outputs
    (`measure`), and calls `activate` from its control register."""

    def __init__(self, machine, motion):
        self.motion = motion
        super().__init__(machine)

    def reset(self) -> None:
        super().reset()
        self.active_since: float | None = None
        self.samples = 0  # samples taken since activated
        self.unread = 0  # axes (bits 0-2) of the newest sample not yet read

    def activate(self, active: bool) -> None:
        if active and self.active_since is None:
            self.active_since, self.samples = self.now_s(), 0
        elif not active:
            self.active_since = None

    def odr(self) -> float:
        raise NotImplementedError

    def measure(self, t: float) -> None:
        """Fill the output registers with what the chip measures at virtual time t."""
        raise NotImplementedError

    def take_sample(self, t: float) -> None:
        if self.regs[STATUS] & ZYXDR:
            self.regs[STATUS] |= ZYXOW  # the one before was not read
        self.measure(t)
        self.regs[STATUS] |= ZYXDR | 0x07
        self.unread = 0x07

    def _sample(self) -> None:
        """Take the sample that fell due since the last look, if any."""
        if self.active_since is None:
            return
        odr = self.odr()
        due = int((self.now_s() - self.active_since) * odr)
        if due > self.samples:
            self.samples = due
            self.take_sample(self.active_since + due / odr)

    def read_register(self, reg: int) -> int:
        if reg == STATUS:
            self._sample()
        value = self.regs[reg]
        if reg in (1, 3, 5):  # an axis's MSB: that axis's sample is read
            self.unread &= ~(1 << (reg >> 1))
            if not self.unread:
                self.regs[STATUS] = 0
        return value
