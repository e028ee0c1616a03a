# sum, divmod, pow with three arguments, abs, round types, bool arithmetic
print(sum([]), sum([1, 2.5]), sum([[1], [2]], []), sum(range(101)), sum((0.1,) * 10), sum([True, True, 3]))
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), divmod(-7.5, 2), divmod(2**70, 3))
print(pow(2, 10), pow(2, -1), pow(2, 10, 1000), pow(-2, 3, 5), pow(3, 0, 1), pow(7, -1, 10), pow(2, 0.5))
print(abs(-3), abs(3.5), abs(-0.0), abs(True), abs(-2**70), abs(float("-inf")))
print(True + True, True * 5, -True, ~True, False ** 0, True / 2, 3 - False)
for bad in [lambda: pow(2, 3, 0), lambda: pow(2, -1, 4), lambda: pow(2.0, 3, 5), lambda: sum("ab"),
            lambda: sum([1], "x"), lambda: divmod(1, "a"), lambda: abs("x")]:
    try:
        print(bad())
    except (ValueError, TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
