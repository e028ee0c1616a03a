# __index__: an instance indexes sequences, bounds slices, sizes range(), and bin/hex/oct,
# int() and float() take it; its errors as CPython's
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
two = I(2)
print([10, 20, 30][two], "abc"[two], (1, 2, 3)[two], b"xyz"[two], range(10)[two], bytearray(b"pqr")[two])
print([1, 2, 3, 4][I(1):I(3)], "abcdef"[::I(2)], (1, 2, 3)[I(-1):], list(range(I(3))), list(range(I(1), I(7), I(2))))
print(bin(two), hex(I(255)), oct(I(8)), int(two), float(two))
l = [0, 0, 0]
l[two] = 5
del l[I(0)]
print(l)
b = bytearray(3)
b[I(1)] = 7
print(b)
from collections import deque
print(deque([4, 5, 6])[I(1)])
import array
print(array.array("i", [7, 8, 9])[I(2)])
d = {two: "key"}
print(d[two], two in d, 2 in d)
class Bad:
    def __index__(self):
        return "no"
for f in (lambda: [1][Bad()], lambda: range(Bad()), lambda: bin(Bad()), lambda: [1, 2][I(5)],
          lambda: [1][object()], lambda: "ab"[I(1.5)] if False else "ab"[Bad()]):
    try:
        print(f())
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)
