# format specs: c with width, _ and , grouping across types, alignment with fill, % of floats
for v, spec in [(48, "4c"), (65, "<3c"), (12345678, "_d"), (255, "_b"), (0xABCDEF, "_x"), (1234567, ",d"),
                (-42, "=+8d"), (42, "*^9"), (3.14159, "_.2f"), (1234.5, ",.1f"), (0.125, ".1%"), (7, "#06x"),
                (-0.0, "z.1f"), (1e10, "_g"), ("ab", ">5"), ("ab", "-^6")]:
    print(repr(spec), repr(format(v, spec)))
for v, spec in [(1, "_,d"), ("s", "d"), (1.5, "c"), (1, ".2d"), ("s", "+")]:
    try:
        print(format(v, spec))
    except ValueError as e:
        print(type(e).__name__, e)
