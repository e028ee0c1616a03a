# compass.py - microbit.compass (docs/boards.md): the board's MAG3110 at I2C address 0x0E,
# read through microbit.i2c (nT), a calibration that finds the board's own field while it is
# turned round, and a heading corrected for tilt by the accelerometer. The module is the object.
from microbit import i2c, sleep, accelerometer
from math import atan2, degrees, sqrt

_m = _o = None  # the last sample (counts of 0.1 uT), the calibration's centre


def _u():
    # the field in counts, the centre taken off; the first call starts the chip (CTRL_REG2:
    # a sensor reset before each measurement; CTRL_REG1: 20 Hz, active)
    global _m
    if _m is None:
        i2c.write(14, b'\x11\x80')
        i2c.write(14, b'\x10\x11')
    while 1:
        i2c.write(14, b'\x00', True)
        m = i2c.read(14, 7)  # DR_STATUS, then X, Y, Z: 16 bits, MSB first
        if m[0] & 8:
            _m = [(m[1] << 8 | m[2]) ^ 32768, (m[3] << 8 | m[4]) ^ 32768, (m[5] << 8 | m[6]) ^ 32768]
        if _m:
            return [_m[i] - 32768 - (_o[i] if _o else 0) for i in (0, 1, 2)]
        sleep(5)


def get_x():
    return _u()[0] * 100


def get_y():
    return _u()[1] * 100


def get_z():
    return _u()[2] * 100


def is_calibrated():
    return _o is not None


def clear_calibration():
    global _o
    _o = None


def calibrate():
    # Turn the board round: the centre of each axis's range is the board's own field. Done
    # when the field, seen from that centre, has pointed into all eight 45-degree sectors.
    global _o
    _o = None
    lo = [1 << 20] * 3
    hi = [-1 << 20] * 3
    seen = 0
    while seen != 255:
        m = _u()
        c = []
        for i in (0, 1, 2):
            lo[i] = min(lo[i], m[i])
            hi[i] = max(hi[i], m[i])
            c.append((lo[i] + hi[i]) // 2)
        if hi[0] - lo[0] > 100 < hi[1] - lo[1]:  # 10 uT each way: the board turns
            seen |= 1 << int(degrees(atan2(m[1] - c[1], m[0] - c[0])) + 360) % 360 // 45
        sleep(20)
    if hi[2] - lo[2] < (hi[0] - lo[0]) // 2:
        c[2] = 0  # turned flat: z's centre is not known
    _o = c


def heading():
    if _o is None:
        calibrate()
    m = _u()
    d = [-i for i in accelerometer.get_values()]  # down; east = down x field, north = east x down
    e = [d[1] * m[2] - d[2] * m[1], d[2] * m[0] - d[0] * m[2], d[0] * m[1] - d[1] * m[0]]
    return int(degrees(atan2(e[1] * sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]), e[2] * d[0] - e[0] * d[2])) + 360.5) % 360


def get_field_strength():
    if _o is None:
        calibrate()
    m = _u()
    return int(sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2]) * 100)
