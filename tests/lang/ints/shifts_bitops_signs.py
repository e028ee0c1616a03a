# shifts and bit operations with negative numbers and across the small/big boundary
vals = [0, 1, -1, 5, -5, 2**30 - 1, -(2**30), 2**30, 2**62, -(2**62) - 7, 2**100 + 12345]
for a in vals:
    print(a, a << 1, a << 33, a >> 1, a >> 31, a >> 100, ~a, -a)
for a in vals:
    print([a & b for b in vals[:6]], [a | b for b in vals[:6]], [a ^ b for b in vals[:6]])
for bad in [-1, -100]:
    try:
        1 << bad
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        1 >> bad
    except ValueError as e:
        print(type(e).__name__, e)
print(1 << 0, 0 << 1000, -1 >> 1000, (2**100) >> 98, (-(2**100)) >> 98)
