"""NXP's MAG3110 3-axis magnetometer (datasheet rev. 9), the micro:bit v1's compass, at I2C
address 0x0E: DR_STATUS (0x00: ZYXDR, ZYXOW), OUT_X/Y/Z (0x01-0x06: 16-bit two's complement,
MSB first, 0.1 uT a count), WHO_AM_I (0x07 = 0xC4), SYSMOD (0x08), OFF_X/Y/Z (0x09-0x0E:
user offsets, 15 bits shifted left one, subtracted unless CTRL_REG2.RAW), DIE_TEMP (0x0F),
CTRL_REG1 (0x10: DR, OS, FR, TM, AC) and CTRL_REG2 (0x11: AUTO_MRST_EN, RAW, Mag_RST).
Active (AC), it measures every 1/ODR seconds, ODR = 80 Hz / 2**(DR + OS) (the datasheet's
table); TM takes one measurement. What it measures is the board's field (motion.py):
the Earth's, turned by the board's pose and heading, plus the board's hard iron. ZYXDR is
cleared when the Z MSB has been read (X and Y too)."""

from __future__ import annotations

from .i2c_device import STATUS as DR_STATUS
from .i2c_device import SampledSensor

OUT_X_MSB, OUT_Z_LSB, WHO_AM_I, SYSMOD = 0x01, 0x06, 0x07, 0x08
OFF_X_MSB, DIE_TEMP, CTRL_REG1, CTRL_REG2 = 0x09, 0x0F, 0x10, 0x11
AC, TM, FR = 0x01, 0x02, 0x04
RAW = 0x20


class Mag3110(SampledSensor):
    address = 0x0E
    SIZE = 0x12
    RESET = {WHO_AM_I: 0xC4, DIE_TEMP: 20}
    READ_ONLY = frozenset({DR_STATUS, *range(OUT_X_MSB, OUT_Z_LSB + 1), WHO_AM_I, SYSMOD, DIE_TEMP})

    def written(self, reg: int, value: int) -> None:
        if reg == CTRL_REG1:
            self.activate(bool(value & AC))
            if not value & AC and value & TM:  # standby: TM takes one measurement
                self.take_sample(self.now_s())
                self.regs[CTRL_REG1] &= ~TM
            self.regs[SYSMOD] = 1 if value & AC else 0
        elif reg == CTRL_REG2 and value & 0x10:  # Mag_RST: a one-shot reset of the sensor
            self.regs[CTRL_REG2] &= ~0x10

    def odr(self) -> float:
        c1 = self.regs[CTRL_REG1]
        return 80 / 2 ** ((c1 >> 5) + ((c1 >> 3) & 3))

    def measure(self, t: float) -> None:
        raw = self.regs[CTRL_REG2] & RAW
        for axis, nt in enumerate(self.motion.field(t)):
            count = round(nt / 100)
            if not raw:
                off = int.from_bytes(self.regs[OFF_X_MSB + 2 * axis : OFF_X_MSB + 2 * axis + 2], "big", signed=True)
                count -= off >> 1
            count = max(-30000, min(30000, count))
            self.regs[OUT_X_MSB + 2 * axis : OUT_X_MSB + 2 * axis + 2] = (count & 0xFFFF).to_bytes(2, "big")

    def next_register(self, reg: int) -> int:
        fast = self.regs[CTRL_REG1] & FR
        if fast and reg in (1, 3):
            return reg + 2
        if reg == (5 if fast else 6):
            return 0x07 if not fast else 0x00
        return (reg + 1) % self.SIZE
