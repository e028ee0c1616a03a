# round() of ints: negative ndigits round half to even, types stay int
for v in [5, 15, 25, 35, -5, -15, -25, 149, 150, 250, 251, 12345, -12345, 10**20 + 5 * 10**18]:
    print(v, round(v), round(v, -1), round(v, -2), round(v, -3), round(v, 2), type(round(v, -1)).__name__)
print(round(0.5), round(1.5), round(2.5), round(-2.5), type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
for bad in [(1.5, 1.5), ("1", 1), (1, "1")]:
    try:
        round(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
for v in [float("inf"), float("nan")]:
    try:
        round(v)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
    print(round(v, 2))
