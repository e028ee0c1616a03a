# big-int arithmetic: products, powers, mixed with small ints and floats
a = 123456789012345678901234567890
b = -987654321098765432109876543210
print(a + b, a - b, a * b, b * b, a // 7, a % 7, b // 7, b % 7)
print(a ** 3, (-a) ** 3, 2 ** 200, (-2) ** 63, 3 ** 50 - 3 ** 49)
print(a / b, a / 3, b / 2**70, float(a), a * 1.5, a + 0.5)
print(a == a + 0, a > b, a < 2**97, a == float(a), abs(b), -b, +a)
print(hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(2**100), hash(-2**100))
print(int(str(a)) == a, str(10**50), repr(-10**40), len(str(2**1000)))
print(pow(a, 2, 10**9 + 7), pow(b, 3, 97), pow(3, -1, 7), pow(2**70, -1, 10**9 + 9))
print(divmod(a, b), divmod(b, a), divmod(a, -7), divmod(-a, 7))
