# A subclass of int: arithmetic is int's, __new__ can change the value
class I(int):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)

    def half(self):
        return self // 2


i = I(5)
print(i, i + 1, i * 2, -i, i.half(), i == 10, i < 11, hash(i) == hash(10), abs(I(-3)))
print(type(i).__name__, type(i + 1).__name__, isinstance(i, int), bool(I(0)), bool(i))
print(i.bit_length(), f"{i:04d}", "%d" % 10, str(i), repr(i), int(i) if False else 10)


class J(int):
    pass


j = J(7)
print(j, J(), J("12"), J("ff", 16), j + j, j % 4, j // 2, 2 ** J(3), {j: "seven"}[7])
print(j & 3, j | 8, j << 1, j >> 1, j ^ 1, ~j, max(j, 3), sorted([J(3), J(1), 2]))
