# chained comparisons evaluate each operand once and stop early; comparisons of mixed kinds
def v(x, log=[]):
    log.append(x)
    return x


log = v.__defaults__[0] if hasattr(v, "__defaults__") else None
print(v(1) < v(2) < v(3), v(3) < v(2) < v(1), v(1) == v(1) != v(2), v(5) > v(4) >= v(4) > v(0))
print(1 < 2.5 < 3 < 10**20 < float("inf"), "a" < "b" < "c", [1] < [2] < [2, 0], (1,) <= (1,) < (1, 1))
print(1 in [1] in [[1]], 2 not in [1] not in [[2]], None is None is not False)
x = 5
print(0 < x <= 5, 0 < x < 5, x == 5.0 == 5, not 1 < x < 10)
