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

from .i2c_device import STATUS, SampledSensor

OUT_X_MSB, OUT_Z_LSB = 0x01, 0x06
SYSMOD, WHO_AM_I, XYZ_DATA_CFG, CTRL_REG1 = 0x0B, 0x0D, 0x0E, 0x2A
ODR_HZ = (800, 400, 200, 100, 50, 12.5, 6.25, 1.5625)


class Mma8653(SampledSensor):
    address = 0x1D
    SIZE = 0x32
    RESET = {WHO_AM_I: 0x5A}
    READ_ONLY = frozenset({STATUS, *range(OUT_X_MSB, OUT_Z_LSB + 1), SYSMOD, WHO_AM_I})

    @property
    def full_scale_g(self) -> int:
        return (2, 4, 8, 8)[self.regs[XYZ_DATA_CFG] & 3]

    def written(self, reg: int, value: int) -> None:
        if reg == CTRL_REG1:
            self.activate(bool(value & 1))
            self.regs[SYSMOD] = value & 1

    def odr(self) -> float:
        return ODR_HZ[(self.regs[CTRL_REG1] >> 3) & 7]

    def measure(self, t: float) -> None:
        counts_per_g = 512 // self.full_scale_g
        for axis, mg in enumerate(self.motion.accel(t)):
            count = max(-512, min(511, round(mg * counts_per_g / 1000)))
            self.regs[OUT_X_MSB + 2 * axis] = (count >> 2) & 0xFF
            self.regs[OUT_X_MSB + 2 * axis + 1] = (count & 3) << 6

    def next_register(self, reg: int) -> int:
        if self.regs[CTRL_REG1] & 2 and reg in (1, 3):  # F_READ: the MSBs only
            return reg + 2
        if reg == (5 if self.regs[CTRL_REG1] & 2 else 6):
            return 0x00  # the data registers' burst wraps to STATUS
        return (reg + 1) % self.SIZE
