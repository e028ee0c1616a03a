# float arithmetic edges: signed zeros, inf/nan propagation, // and % with floats
inf, nan = float("inf"), float("nan")
print(0.0 * -1, -0.0 + 0.0, -0.0 - 0.0, 1 / inf, -1 / inf, inf - inf, inf * 0, nan == nan)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (1.0, 0.1), (5, 2.5), (-1e-300, 1.0),
             (inf, 2.0), (2.0, inf), (-2.0, inf)]:
    print(a, b, a // b, a % b, divmod(a, b))
for a, b in [(1.0, 0), (1, 0.0), (0.0, 0.0)]:
    for op in ("/", "//", "%"):
        try:
            r = a / b if op == "/" else a // b if op == "//" else a % b
            print(r)
        except ZeroDivisionError as e:
            print(op, type(e).__name__, e)
print(2.0 ** 0.5, (-8.0) ** 2, 2 ** -1, 10 ** -2, 0.0 ** 0, (-2.0) ** 3)
