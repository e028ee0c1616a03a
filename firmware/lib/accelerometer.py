# accelerometer.py - microbit.accelerometer (docs/boards.md): the board's MMA8653 at I2C
# address 0x1D, read through microbit.i2c, and the gestures by the rules of MicroPython's
# micro:bit (its DAL's), applied to each new sample of the chip. The module is the object.
from microbit import i2c, sleep

_N = ('', 'up', 'down', 'left', 'right', 'face up', 'face down', 'freefall', '3g', '6g', '8g', 'shake')
_r = 2  # full scale (g)
_v = None  # the last sample (mg)
_g = _c = _a = _i = _sx = _sy = _sz = _n = _t = _sk = 0  # gesture, candidate, its age, impulses, shake
_k = 5  # samples since an impulse
_w = []  # the gestures seen since was_gesture
_h = []  # ... since get_gestures


def _u():
    global _v
    if _v is None:  # standby, the range, 50 Hz and active
        for b in (b'\x2a\x00', bytes((14, _r >> 2)), b'\x2a\x21'):
            i2c.write(29, b)
    while 1:
        i2c.write(29, b'\x00', True)
        d = i2c.read(29, 7)  # the status and the axes
        if d[0] & 8:
            _v = []
            for k in (1, 3, 5):
                _v.append((((d[k] << 8 | d[k + 1]) ^ 32768) - 32768) * _r * 1000 >> 15)
            _p(*_v)
        if _v:
            return _v
        sleep(5)


def _e(g):
    g = _N[g]
    if g not in _w:
        _w.append(g)
    if len(_h) < 16:
        _h.append(g)


def _p(x, y, z):
    global _g, _c, _a, _i, _k, _sx, _sy, _sz, _n, _t, _sk
    f = x * x + y * y + z * z
    if f > 9437184:  # over 3 g: the impulses, each once
        for t, g in ((9437184, 8), (37748736, 9), (67108864, 10)):
            if f > t and not _i >> g & 1:
                _i |= 1 << g
                _e(g)
        _k = 0
    if _k < 5:
        _k += 1
    else:
        _i = 0
    d = 0  # a shake: swings past 400 mg one way, then the other
    if (x < -400 and _sx) or (x > 400 and not _sx):
        d, _sx = 1, 1 - _sx
    if (y < -400 and _sy) or (y > 400 and not _sy):
        d, _sy = 1, 1 - _sy
    if (z < -400 and _sz) or (z > 400 and not _sz):
        d, _sz = 1, 1 - _sz
    if d and _n < 4:
        _n += 1
        if _n < 2 or _n > 3:
            _t = 0
        if _n > 3:
            _sk = _g = 11
            _e(11)
            return
    if _n:
        _t += 1
        if _sk and _t > 29:
            _n = _t = _sk = 0
        elif not _sk and _t > 9:
            _t = 0
            _n -= 1
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
    if g == _c:
        _a += _a < 5
    else:
        _c, _a = g, 0
    if g != _g and _a > 4:
        _g = g
        _e(g)


def _x(name):
    if name in _N[1:]:
        return name
    raise ValueError('invalid gesture %r' % (name,))


def get_x():
    return _u()[0]


def get_y():
    return _u()[1]


def get_z():
    return _u()[2]


def get_values():
    return tuple(_u())


def set_range(value):
    global _r, _v
    _r = 2 if value < 3 else 4 if value < 6 else 8
    _v = None


def current_gesture():
    _u()
    return _N[_g]


def is_gesture(name):
    _x(name)
    return current_gesture() == name


def was_gesture(name):
    _x(name)
    _u()
    r = name in _w
    if r:
        _w.remove(name)
    _h.clear()
    return r


def get_gestures():
    _u()
    t = tuple(_h)
    _h.clear()
    return t
