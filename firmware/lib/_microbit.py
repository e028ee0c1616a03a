# _microbit.py - the frozen library's half of `microbit` (docs/boards.md, "microbit"): what
# runs rarely, in Python: panic(), Image.crop() and Image.blit(). firmware/core/mod_microbit.c
# names them (panic as a member read from here, crop and blit as Image methods that call
# these with the image first).
from microbit import Image, display, sleep


def panic(n=0):
    # MicroPython's panic mode: a sad face and the number, over and over until a reset
    # (Ctrl-C still stops it: a KeyboardInterrupt leaves from sleep and scroll)
    n = '%d' % n
    while True:
        display.show(Image.SAD)
        sleep(1000)
        display.scroll(n)


def blit(self, src, x, y, w, h, xdest=0, ydest=0):
    # the rectangle x, y, w, h of src into self at xdest, ydest; what lies outside src is 0,
    # what falls outside self is left out
    if not isinstance(src, Image):
        raise TypeError('expected an Image, not %s' % type(src).__name__)
    width = self.width()
    height = self.height()
    for j in range(h):
        if 0 <= ydest + j < height:
            for i in range(w):
                if 0 <= xdest + i < width:
                    value = 0
                    if 0 <= x + i < src.width() and 0 <= y + j < src.height():
                        value = src.get_pixel(x + i, y + j)
                    self.set_pixel(xdest + i, ydest + j, value)


def crop(self, x, y, w, h):
    # a new w x h image of self's pixels from x, y (0 outside self)
    result = Image(w, h)
    blit(result, self, x, y, w, h)
    return result
