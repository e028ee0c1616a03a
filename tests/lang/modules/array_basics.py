# array.array: typed items in a bytearray's storage (obj_array.c); i/l are 4 bytes on the board
# (CPython's l is 8 on 64-bit Linux: no l or L items are printed as bytes here)
import array
from array import array as A

a = A('i', [1, 2, -3])
print(a, len(a), a[0], a[-1], a.typecode, a.itemsize, isinstance(a, array.array))
a.append(7)
a.extend([8, 9])
a.extend(A('i', [10]))
print(a, a[1:3], a[::2], a[::-1], a[5:1], a.tolist())
a[0] = 100
a[-1] = -100
print(a.tolist(), a.tobytes()[:8])
b = A('h', b'\x01\x00\x02\x00')
print(b, bytes(b), list(b), bytearray(b))
b.frombytes(b'\x03\x00')
b.frombytes(b.tobytes())
print(b, b + A('h', [5]), len(b))
print(A('f', [1.5, 2]), A('d', [0.25]), A('d'), A('B'), A('Q', [2 ** 64 - 1]), A('q', [-2 ** 63]))
print(A('B', range(3)) == A('b', [0, 1, 2]), A('B', [1]) == A('B', [2]), A('B', [1]) == [1], A('B', [1]) == b'\x01')
for code, lo, hi in (('b', -128, 127), ('B', 0, 255), ('h', -32768, 32767), ('H', 0, 65535),
                     ('i', -2 ** 31, 2 ** 31 - 1), ('I', 0, 2 ** 32 - 1)):
    x = A(code, [lo, hi])
    print(code, x.itemsize, x.tolist(), x.tobytes())
s = 0
for v in A('H', [1, 2, 3]):
    s += v
print(s, 2 in A('b', [1, 2]), sum(A('i', range(10))), sorted(A('b', [3, 1, 2])))
f = A('f', [0.1])
print(f[0] != 0.1, abs(f[0] - 0.1) < 1e-7)
