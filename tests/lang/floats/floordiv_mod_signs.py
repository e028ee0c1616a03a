# float // and % and divmod: a zero quotient or remainder has CPython's sign (the quotient's,
# the divisor's), read from the operands' sign bits
import math

values = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 7, -7, 1e-300, -1e-300, 0.1, 3, math.inf, -math.inf]
for x in values:
    row = []
    for y in values:
        if y == 0 or (x in (math.inf, -math.inf) and y == 1e-300):
            continue
        q, r = x // y, x % y
        row.append((q, math.copysign(1, q), r, math.copysign(1, r)) if q == q and r == r else 'nan')
        assert divmod(x, y) == (q, r) or q != q or r != r
    print(repr(x), row)
