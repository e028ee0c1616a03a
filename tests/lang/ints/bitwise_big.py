a = 2 ** 70 + 12345
b = 2 ** 65 - 1
print(a & b, a | b, a ^ b, ~a, a >> 60, b << 3, -a & 0xFFFF, -a >> 3)
mask = 0
for bit in (0, 3, 5):
    mask |= 1 << bit
print(bin(mask), mask & (1 << 3) != 0, mask & (1 << 4) != 0)
