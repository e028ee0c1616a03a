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
        raw = i2c.read(14, 7)  # DR_STATUS, then X, Y, Z: 16 bits, MSB first
        if raw[0] & 8:
            _m = [(raw[1] << 8 | raw[2]) ^ 32768, (raw[3] << 8 | raw[4]) ^ 32768,
                  (raw[5] << 8 | raw[6]) ^ 32768]  # offset binary: 32768 is 0
        if _m:
            return [_m[axis] - 32768 - (_o[axis] if _o else 0) for axis in (0, 1, 2)]
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
        field = _u()
        centre = []
        for axis in (0, 1, 2):
            lo[axis] = min(lo[axis], field[axis])
            hi[axis] = max(hi[axis], field[axis])
            centre.append((lo[axis] + hi[axis]) // 2)
        if hi[0] - lo[0] > 100 < hi[1] - lo[1]:  # 10 uT each way: the board turns
            angle = degrees(atan2(field[1] - centre[1], field[0] - centre[0]))
            seen |= 1 << int(angle + 360) % 360 // 45
        sleep(20)
    if hi[2] - lo[2] < (hi[0] - lo[0]) // 2:
        centre[2] = 0  # turned flat: z's centre is not known
    _o = centre


def heading():
    if _o is None:
        calibrate()
    field = _u()
    # the accelerometer reads "up": down is its opposite; east = down x field, north = east x
    # down, and the heading is the angle of +y (the top edge) from north towards east
    down = [-value for value in accelerometer.get_values()]
    east = [down[1] * field[2] - down[2] * field[1],
            down[2] * field[0] - down[0] * field[2],
            down[0] * field[1] - down[1] * field[0]]
    north_y = east[2] * down[0] - east[0] * down[2]
    east_y = east[1] * sqrt(down[0] * down[0] + down[1] * down[1] + down[2] * down[2])
    return int(degrees(atan2(east_y, north_y)) + 360.5) % 360


def get_field_strength():
    if _o is None:
        calibrate()
    field = _u()
    return int(sqrt(field[0] * field[0] + field[1] * field[1] + field[2] * field[2]) * 100)
