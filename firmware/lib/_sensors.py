# _sensors.py - microbit.accelerometer and microbit.compass (docs/boards.md): the board's
# MMA8653 (I2C 0x1D) and MAG3110 (0x0E) read through microbit.i2c, and MicroPython's gesture
# rules (those of the micro:bit DAL it is built on) applied to each new sample of the chip.
from microbit import i2c, display, sleep
from math import atan2, degrees, sqrt

_G = ('', 'up', 'down', 'left', 'right', 'face up', 'face down', 'freefall', '3g', '6g', '8g', 'shake')


def _rd(a):
    # the status register and the three axes: 7 bytes from register 0
    i2c.write(a, b'\x00', True)
    return i2c.read(a, 7)


def _gi(name):
    if not isinstance(name, str):
        raise TypeError("gesture must be a str, not '%s'" % type(name).__name__)
    if name in _G[1:]:
        return _G.index(name)
    raise ValueError('invalid gesture %r' % name)


class MicroBitAccelerometer:
    def __init__(self):
        self.r = 2  # full scale (g)
        self.v = None  # the last sample (mg)
        self.g = self.c = self.s = self.i = self.w = 0  # gesture, candidate, its age, impulses, seen
        self.k = 5  # samples since an impulse
        self.sh = [0, 0, 0, 0, 0, 0]  # shake: x, y, z sides, crossings, timer, shaken
        self.h = []  # the gestures since get_gestures()

    def _u(self):
        if self.v is None:
            for r, b in ((0x2A, 0), (0x0E, self.r >> 2), (0x2A, 0x21)):  # standby, range, 50 Hz
                i2c.write(0x1D, bytes((r, b)))
        while 1:
            d = _rd(0x1D)
            if d[0] & 8:
                v = []
                for k in (1, 3, 5):
                    n = d[k] << 2 | d[k + 1] >> 6
                    v.append((n - (n >> 9 << 10)) * self.r * 1000 // 512)
                self.v = v
                self._gesture(*v)
            if self.v is not None:
                return self.v
            sleep(5)

    def _ev(self, g):
        self.w |= 1 << g
        if len(self.h) < 16:
            self.h.append(g)

    def _gesture(self, x, y, z):
        f = x * x + y * y + z * z
        if f > 9437184:  # 3 g, squared: the impulses
            for t, g in ((9437184, 8), (37748736, 9), (67108864, 10)):
                if f > t and not self.i >> g & 1:
                    self.i |= 1 << g
                    self._ev(g)
            self.k = 0
        if self.k < 5:
            self.k += 1
        else:
            self.i = 0
        sh = self.sh
        d = 0
        for j, a in ((0, x), (1, y), (2, z)):  # a zero crossing: a strong swing the other way
            if (a < -400 and sh[j]) or (a > 400 and not sh[j]):
                d = 1
                sh[j] = 1 - sh[j]
        if d and sh[3] < 4:
            sh[3] += 1
            if sh[3] == 1:
                sh[4] = 0
            if sh[3] == 4:
                sh[4] = 0
                sh[5] = self.g = 11
                self._ev(11)
                return
        if sh[3]:
            sh[4] += 1
            if sh[5] and sh[4] >= 30:
                sh[3] = sh[4] = sh[5] = 0
            elif not sh[5] and sh[4] >= 10:
                sh[4] = 0
                sh[3] -= 1
        g = 0
        if f < 160000:
            g = 7
        elif x < -800:
            g = 3
        elif x > 800:
            g = 4
        elif y < -800:
            g = 2
        elif y > 800:
            g = 1
        elif z < -800:
            g = 5
        elif z > 800:
            g = 6
        if g == self.c:
            self.s += self.s < 5
        else:
            self.c, self.s = g, 0
        if g != self.g and self.s >= 5:
            self.g = g
            self._ev(g)

    def get_x(self):
        return self._u()[0]

    def get_y(self):
        return self._u()[1]

    def get_z(self):
        return self._u()[2]

    def get_values(self):
        return tuple(self._u())

    def set_range(self, value):
        self.r = 2 if value < 3 else 4 if value < 6 else 8
        self.v = None

    def current_gesture(self):
        self._u()
        return _G[self.g]

    def is_gesture(self, name):
        g = _gi(name)
        self._u()
        return self.g == g

    def was_gesture(self, name):
        g = _gi(name)
        self._u()
        r = self.w >> g & 1 == 1
        self.w &= ~(1 << g)
        self.h = []
        return r

    def get_gestures(self):
        self._u()
        t = tuple(_G[g] for g in self.h)
        self.h = []
        return t


class MicroBitCompass:
    def __init__(self):
        self.m = self.o = None  # the last sample (nT), the calibration's centre

    def _u(self):
        if self.m is None:
            i2c.write(0x0E, b'\x11\x80')  # CTRL_REG2: reset the sensor before each measurement
            i2c.write(0x0E, b'\x10\x11')  # CTRL_REG1: 20 Hz, active
        while 1:
            d = _rd(0x0E)
            if d[0] & 8:
                m = []
                for k in (1, 3, 5):
                    n = d[k] << 8 | d[k + 1]
                    m.append((n - (n >> 15 << 16)) * 100)
                self.m = m
            if self.m is not None:
                return self.m
            sleep(5)

    def _c(self, i):
        return self._u()[i] - (self.o[i] if self.o else 0)

    def get_x(self):
        return self._c(0)

    def get_y(self):
        return self._c(1)

    def get_z(self):
        return self._c(2)

    def is_calibrated(self):
        return self.o is not None

    def clear_calibration(self):
        self.o = None

    def calibrate(self):
        # Turn the board round: the centre of each axis's range is the board's own field.
        # Done when the field has pointed into all eight 45-degree sectors around that
        # centre; the display's edge lights a pixel for each sector seen.
        lo = [1 << 30] * 3
        hi = [-1 << 30] * 3
        seen = 0
        display.clear()
        while seen != 255:
            m = self._u()
            c = []
            for i in (0, 1, 2):
                lo[i] = min(lo[i], m[i])
                hi[i] = max(hi[i], m[i])
                c.append((lo[i] + hi[i]) // 2)
            if hi[0] - lo[0] > 10000 and hi[1] - lo[1] > 10000:
                k = int(degrees(atan2(m[1] - c[1], m[0] - c[0])) + 360) % 360 // 45
                seen |= 1 << k
                display.set_pixel((2, 4, 4, 4, 2, 0, 0, 0)[k], (0, 0, 2, 4, 4, 4, 2, 0)[k], 9)
            sleep(20)
        if hi[2] - lo[2] < (hi[0] - lo[0]) // 2:
            c[2] = 0  # turned flat: z's centre is not known
        self.o = c
        display.clear()

    def heading(self):
        if self.o is None:
            self.calibrate()
        m = [self._c(i) // 100 for i in (0, 1, 2)]
        dx, dy, dz = [-a for a in accelerometer.get_values()]  # down
        ex = dy * m[2] - dz * m[1]  # east = down x field
        ey = dz * m[0] - dx * m[2]
        ez = dx * m[1] - dy * m[0]
        return int(degrees(atan2(ey * sqrt(dx * dx + dy * dy + dz * dz), ez * dx - ex * dz)) + 360.5) % 360

    def get_field_strength(self):
        if self.o is None:
            self.calibrate()
        return int(sqrt(sum(self._c(i) ** 2 for i in (0, 1, 2))))


accelerometer = MicroBitAccelerometer()
compass = MicroBitCompass()
