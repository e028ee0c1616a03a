# three-argument pow: signs, big operands, inverse, and its errors
for b, e, m in [(2, 10, 1000), (3, 200, 7), (-2, 3, 5), (2, 3, -5), (10**30, 10**5, 97),
                (3, -1, 7), (5, -2, 13), (0, 0, 3), (7, 0, 1)]:
    print(b, e, m, pow(b, e, m))
for args in [(2, 3, 0), (2, -1, 4), (2.0, 3, 5), (2, 3.0, 5)]:
    try:
        print(pow(*args))
    except Exception as e:
        print(type(e).__name__, e)
print(pow(2, -2), pow(-8, 2), pow(0, 0), 2 ** -1, (-2) ** 3)
