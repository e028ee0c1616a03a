x = 5
print(1 < x < 10, 1 < x > 10, 0 <= x <= 5 < 6, 10 > x >= 5 != 4)
print(1 == 1 == 1, 1 == 1 != 2, 3 > 2 > 1 > 0, 3 > 2 > 2)
calls = []


def val(n):
    calls.append(n)
    return n


print(val(1) < val(2) < val(3), calls)
calls.clear()
print(val(3) < val(2) < val(1), calls)
a = [1, 2]
print(1 in a in [[1, 2]], a is a is not None, "b" < "c" <= "c")
temps = [12, 25, 31, 18]
print([t for t in temps if 15 <= t < 30])
