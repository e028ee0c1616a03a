x = 2 ** 70 + 12345
print(x >> 3, x << 5, x & 0xFFFF, x | 1, x ^ (2 ** 70))
print(-x >> 3, ~x)
print(1 << 100)
