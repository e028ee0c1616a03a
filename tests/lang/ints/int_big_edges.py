# big ints near the small-int boundary, mixed signs, conversions
edge = [2**30 - 1, 2**30, -(2**30), -(2**30) - 1, 2**31 - 1, 2**31, -(2**31), 2**32, 2**63 - 1, 2**63, -(2**63), 2**64]
for v in edge:
    print(v, v + 1, v - 1, -v, v * 2, v // 3, v % 7, v >> 3, v << 2, v & 0xFFFF, v | 1, v ^ -1, abs(v), v == v + 0, hash(v) == hash(v + 0))
print(sum(edge), max(edge), min(edge), sorted(edge)[:3], (2**64) // (2**32), (2**64) % (2**32 + 1))
print(int(2.0**62), int(-2.0**63), int(1e19), float(2**64), 2**64 / 2**32, str(-(2**100))[:10], int("-" + "1" * 40) % 1000)
print((-(2**70)) // 3, (-(2**70)) % 3, (2**70) // -3, (2**70) % -3, -(2**70) // -(2**35), (-(2**70)) % (2**35 + 1))
