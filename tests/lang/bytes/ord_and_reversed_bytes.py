# ord() of a bytes or bytearray of length 1; reversed() of bytes, bytearray, dicts, views, deques
from collections import deque
print(ord(b"a"), ord(bytearray(b"z")), ord(b"\xff"), ord(b"\x00"), [ord(b) for b in [b"A", b"~"]])
for x in [b"ab", b"", bytearray(b"xyz")]:
    try:
        print(ord(x))
    except TypeError as e:
        print("TypeError", e)
d = {1: "a", 2: "b", 3: "c"}
print(list(reversed(b"abc")), list(reversed(bytearray(b"\x01\x02"))), list(reversed(d)), list(reversed(d.keys())))
print(list(reversed(d.values())), list(reversed(d.items())), list(reversed(deque([1, 2, 3]))), list(reversed({})))
class R:
    def __reversed__(self):
        return iter("cba")
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(reversed(R())), list(reversed(Seq())))
for x in [{1, 2}, frozenset(), 5, None, Seq.__len__]:
    try:
        reversed(x)
    except TypeError as e:
        print("TypeError", e)
ord(b"ab")
