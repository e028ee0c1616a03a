# Pictures for the display, as a module of the project (run with its main script).
from microbit import Image


def bar(n):
    """n of the 25 LEDs lit, row by row from the top left."""
    rows = []
    for y in range(5):
        rows.append("".join("9" if y * 5 + x < n else "0" for x in range(5)))
    return Image(":".join(rows))
