print(7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 % -3, 2 ** 10, 2 ** -2, 10 / 4, 9 / 3)
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, 1024 >> 3, -16 >> 2, abs(-7))
n = 1234
digits = []
while n:
    n, d = divmod(n, 10)
    digits.append(d)
print(digits[::-1], sum(digits))
print(int(7.9), round(7.5), round(8.5), 0 == -0, 10 ** 20, -(10 ** 20) // 7)
