# hashes of special floats, '%g' and 'g' edges, exact '.0f' rounding of halves
print(hash(float("inf")), hash(float("-inf")), hash(1.5), hash(-1.5), hash(1e300) == hash(int(1e300)), hash(0.1))
for v in [0.5, 1.5, 2.5, 3.5, -0.5, 0.125, 0.375]:
    print(v, "%.0f" % v, format(v, ".0f"), format(v, ".2f"), "%.1f" % v, round(v, 2))
for v in [1e-5, 1e-4, 123456.0, 1234567.0, 1e16, 0.0001234, 100.0, 1.0, 0.0]:
    print(v, "%g" % v, format(v, "g"), format(v, ".3g"), format(v, "#g"), format(v, ".1e"), str(v))
print(format(1234.5, "n"), format(0.1, ".17g"), format(2 / 3, ".16f"), format(1e-10, "f"), format(1.23456789e-8, ".3e"))
