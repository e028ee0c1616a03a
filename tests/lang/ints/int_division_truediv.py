# true division of ints is correctly rounded, also for big ints; int() of the result truncates
cases = [(1, 3), (2, 3), (10**20, 3), (2**53 + 1, 1), (-7, 2), (7, -2), (1, 10**20), (10**30, 10**10), (2**1000, 2**999),
         (123456789123456789, 1000), (-(2**60), 7)]
for a, b in cases:
    q = a / b
    print(a, b, q, int(q), a // b, round(q), q == a / b)
try:
    (10**400) / 1
except OverflowError as e:
    print(type(e).__name__, e)
print((10**400) / (10**399), 1 / (10**400), (10**400) // (10**399))
try:
    1 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
