# Subclasses of bytes, float, set, frozenset, bytearray
class B(bytes):
    pass


class F(float):
    def double(self):
        return self * 2


class St(set):
    pass


class FS(frozenset):
    pass


class BA(bytearray):
    pass


b = B(b"abc")
print(b, len(b), b[0], b[1:], b + b"d", b.upper(), isinstance(b, bytes), type(b).__name__)
f = F(1.5)
print(f, f + 1, f.double(), f * 2, -f, f > 1, isinstance(f, float), type(f).__name__, F(), F("2.5"))
s = St([3, 1])
s.add(2)
print(sorted(s), len(s), 1 in s, sorted(s | {9}), isinstance(s, set), type(s).__name__)
fs = FS([1, 2])
print(sorted(fs), len(fs), 2 in fs, hash(fs) == hash(frozenset([1, 2])), type(fs).__name__)
ba = BA(b"xy")
ba.append(122)
print(bytes(ba), len(ba), ba[0], isinstance(ba, bytearray), type(ba).__name__)
