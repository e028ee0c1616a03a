# ValueErrors for bad format specs of ints, floats and strs
cases = [(5, ".2d"), (5, "s"), (5, ",x"), (5, ",,"), (5, "_,"), (5, ",_"), (5, "=q"), (1.5, "d"),
         (1.5, "x"), (1.5, "c"), (1.5, "#s"), ("x", "c"), (5, "+c"), (5, "#c"), (65, ",c"),
         (1.5, ".f"), (5, "123456789012345678901234567890d"), (True, "s"), (None, "5")]
for v, sp in cases:
    try:
        print(repr(v), repr(sp), repr(format(v, sp)))
    except (ValueError, TypeError, OverflowError) as e:
        print(repr(v), repr(sp), type(e).__name__, e)
try:
    format(-1, "c")
except (ValueError, OverflowError) as e:
    print(type(e).__name__, e)
try:
    format(0x110000, "c")
except (ValueError, OverflowError) as e:
    print(type(e).__name__, e)
