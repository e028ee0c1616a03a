"""NXP's MMA8653FC 3-axis accelerometer (datasheet rev. 2), the micro:bit v1's, at I2C
address 0x1D: the registers a driver uses. STATUS (0x00: ZYXDR, ZYXOW), OUT_X/Y/Z_MSB/LSB
(0x01-0x06: 10 bits, left-justified, two's complement), SYSMOD (0x0B), WHO_AM_I (0x0D =
0x5A), XYZ_DATA_CFG (0x0E: FS = 2, 4 or 8 g full scale), CTRL_REG1 (0x2A: DR, F_READ,
ACTIVE) and CTRL_REG2-5 (stored). Active, it takes a sample every 1/ODR seconds (DR: 800 Hz
down to 1.56 Hz) of what the board feels (motion.py), clipped to the full scale as the chip
clips; ZYXDR says a sample is new and is cleared when its X, Y and Z MSBs have been read.
The embedded functions (freefall, pulse, orientation, interrupts on INT1/INT2) are not
modelled: MicroPython's micro:bit, like wispy, reads the data registers."""

from __future__ import annotations

from .i2c_device import RegisterDevice

STATUS, OUT_X_MSB, OUT_Z_LSB = 0x00, 0x01, 0x06
SYSMOD, WHO_AM_I, XYZ_DATA_CFG, CTRL_REG1 = 0x0B, 0x0D, 0x0E, 0x2A
ZYXDR, ZYXOW = 0x08, 0x80
ODR_HZ = (800, 400, 200, 100, 50, 12.5, 6.25, 1.5625)


class Mma8653(RegisterDevice):
    address = 0x1D
    SIZE = 0x32
    RESET = {WHO_AM_I: 0x5A}
    READ_ONLY = frozenset({STATUS, *range(OUT_X_MSB, OUT_Z_LSB + 1), SYSMOD, WHO_AM_I})

    def __init__(self, machine, motion):
        self.motion = motion
        super().__init__(machine)

    def reset(self) -> None:
        super().reset()
        self.active_since: float | None = None
        self.samples = 0  # samples taken since ACTIVE
        self.unread = 0  # axes (bits 0-2) of the newest sample not yet read

    @property
    def full_scale_g(self) -> int:
        return (2, 4, 8, 8)[self.regs[XYZ_DATA_CFG] & 3]

    def written(self, reg: int, value: int) -> None:
        if reg == CTRL_REG1:
            active = bool(value & 1)
            if active and self.active_since is None:
                self.active_since, self.samples = self.now_s(), 0
            elif not active:
                self.active_since = None
            self.regs[SYSMOD] = 1 if active else 0

    def _sample(self) -> None:
        """Take the samples that fell due since the last look (only the newest counts)."""
        if self.active_since is None:
            return
        odr = ODR_HZ[(self.regs[CTRL_REG1] >> 3) & 7]
        due = int((self.now_s() - self.active_since) * odr)
        if due <= self.samples:
            return
        self.samples = due
        if self.regs[STATUS] & ZYXDR:
            self.regs[STATUS] |= ZYXOW  # the one before was not read
        counts_per_g = 512 // self.full_scale_g
        for axis, mg in enumerate(self.motion.accel(self.active_since + due / odr)):
            count = max(-512, min(511, round(mg * counts_per_g / 1000)))
            self.regs[OUT_X_MSB + 2 * axis] = (count >> 2) & 0xFF
            self.regs[OUT_X_MSB + 2 * axis + 1] = (count & 3) << 6
        self.regs[STATUS] |= ZYXDR | 0x07
        self.unread = 0x07

    def read_register(self, reg: int) -> int:
        if reg == STATUS:
            self._sample()
        value = self.regs[reg]
        if reg in (1, 3, 5):  # an axis's MSB: that axis's sample is read
            self.unread &= ~(1 << (reg >> 1))
            if not self.unread:
                self.regs[STATUS] = 0
        return value

    def next_register(self, reg: int) -> int:
        if self.regs[CTRL_REG1] & 2 and reg in (1, 3):  # F_READ: the MSBs only
            return reg + 2
        if reg == (5 if self.regs[CTRL_REG1] & 2 else 6):
            return 0x00  # the data registers' burst wraps to STATUS
        return (reg + 1) % self.SIZE
