# operator precedence and associativity: unary minus and **, bit ops vs comparisons, not/and/or
print(-2 ** 2, (-2) ** 2, 2 ** -1, -2 ** -2, 2 ** 3 ** 2, (2 ** 3) ** 2, -(-3) ** 3)
print(1 + 2 * 3 - 4 / 2, 7 // 2 * 2, 7 % 3 * 2, -7 // 2, -(7 // 2), 2 * 3 % 4, 10 - 3 - 2, 2 ** 2 ** 0)
print(1 | 2 ^ 3 & 4, (1 | 2) ^ 3 & 4, 1 << 2 + 1, (1 << 2) + 1, ~0 & 0xF, -1 >> 1 << 1, 6 & 3 == 2)
print(not 1 + 1 == 3, not (1 and 0) or 0, 1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 0, (1 or 2) and 0)
print(3 if 1 > 2 else 4 if 2 > 3 else 5, [1, 2][0] + 1, -[1, 2][1], "ab"[::-1] * 2, not [] == [])
x = 5
print(x < 10 == True, (x < 10) == True, x in [5] == True, 1 < 2 is not None, x * -1 ** 2)
