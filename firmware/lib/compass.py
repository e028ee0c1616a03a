# compass.py - microbit.compass (docs/boards.md): the board's MAG3110 at I2C address 0x0E,
# read through microbit.i2c (nT), a calibration that finds the board's own field while it is
# turned round, and a heading corrected for tilt by the accelerometer. The module is the object.
from microbit import i2c, sleep, accelerometer
from math import atan2, degrees, sqrt

_m = _o = None  # the last sample (nT), the calibration's centre


def _u():
    global _m
    if _m is None:  # CTRL_REG2: reset before each measurement; CTRL_REG1: 20 Hz, active
        i2c.write(14, b'\x11\x80')
        i2c.write(14, b'\x10\x11')
    while 1:
        i2c.write(14, b'\x00', True)
        d = i2c.read(14, 7)
        if d[0] & 8:
            _m = []
            for k in (1, 3, 5):
                _m.append(((((d[k] << 8 | d[k + 1]) ^ 32768) - 32768) - (_o[k >> 1] if _o else 0)) * 100)
        if _m:
            return _m
        sleep(5)


def get_x():
    return _u()[0]


def get_y():
    return _u()[1]


def get_z():
    return _u()[2]


def is_calibrated():
    return _o is not None


def clear_calibration():
    global _o, _m
    _o = _m = None


def calibrate():
    # Turn the board round: the centre of each axis's range is the board's own field. Done
    # when the field has pointed into all eight 45-degree sectors around that centre.
    global _o, _m
    clear_calibration()
    lo = [1 << 20] * 3
    hi = [-1 << 20] * 3
    seen = 0
    while seen != 255:
        m = _u()
        c = []
        for i in (0, 1, 2):
            lo[i] = min(lo[i], m[i] // 100)
            hi[i] = max(hi[i], m[i] // 100)
            c.append((lo[i] + hi[i]) // 2)
        if hi[0] - lo[0] > 100 < hi[1] - lo[1]:
            seen |= 1 << int(degrees(atan2(m[1] // 100 - c[1], m[0] // 100 - c[0])) + 360) % 360 // 45
        sleep(20)
    if hi[2] - lo[2] < (hi[0] - lo[0]) // 2:
        c[2] = 0  # turned flat: z's centre is not known
    _o, _m = c, None


def heading():
    if _o is None:
        calibrate()
    mx, my, mz = [c // 100 for c in _u()]
    dx, dy, dz = [-a for a in accelerometer.get_values()]  # down
    ex = dy * mz - dz * my  # east = down x field, north = east x down
    ez = dx * my - dy * mx
    return int(degrees(atan2((dz * mx - dx * mz) * sqrt(dx * dx + dy * dy + dz * dz), ez * dx - ex * dz)) + 360.5) % 360


def get_field_strength():
    if _o is None:
        calibrate()
    x, y, z = _u()
    return int(sqrt(x * x + y * y + z * z))
