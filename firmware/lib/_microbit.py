# _microbit.py - the frozen library's half of `microbit` (docs/boards.md, "microbit"): what
# runs rarely, in Python: panic(), which firmware/core/mod_microbit.c's table names as a
# member read from here.
from microbit import Image, display, sleep


def panic(n_=0):  # n_, not n: a library name is a builtin qstr, and a program's n would pay
    # a two-byte operand for it (collections.py's note)
    # MicroPython's panic mode: a sad face and the number, over and over until a reset
    # (Ctrl-C still stops it: a KeyboardInterrupt leaves from sleep and scroll)
    while True:
        display.show(Image.SAD)
        sleep(1000)
        display.scroll(n_)
