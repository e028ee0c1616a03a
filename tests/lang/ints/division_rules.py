for a in (7, -7):
    for b in (2, -2):
        print(a, b, a // b, a % b, divmod(a, b), a / b)
print(10 ** 18 // 7, 10 ** 18 % 7, -(10 ** 30) // 3, (10 ** 30) % -7)
print(1 / 3, 2 / 3, 10 / 5, type(10 / 5).__name__, 2 ** 62 / 2)
