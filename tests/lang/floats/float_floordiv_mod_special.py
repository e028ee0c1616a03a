# // and % of floats with infinities, nans, signed zeros and huge quotients
inf, nan = float("inf"), float("nan")
for x in [inf, -inf, nan, 1.0, -1.0, 0.0, -0.0, 1e308, -5.5]:
    row = []
    for y in [inf, -inf, nan, 2.0, -2.0, 1e-308, 0.5]:
        try:
            row.append((x // y, x % y, divmod(x, y)))
        except (ZeroDivisionError, OverflowError) as e:
            row.append(type(e).__name__)
    print(x, row)
