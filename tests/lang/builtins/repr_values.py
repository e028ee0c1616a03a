print(repr(1), repr(-2.5), repr("hi"), repr('it\'s'), repr("say \"hi\""))
print(repr("a\nb\t\\"), repr(""), repr("\x00\x7f"), repr("é"))
print(repr([1, "a", (2,)]), repr((1,)), repr(()), repr({"k": [1]}))
print(repr(None), repr(True), repr(b"a'b"), repr(bytearray(b"x")))
print(repr(set()), repr({1}), repr(frozenset()), repr(range(3)), repr(range(1, 9, 2)))
print(repr(1e100), repr(0.1), repr(float("inf")), repr(-0.0))
print(repr(ValueError("bad", 3)), repr(KeyError("k")))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


print(repr(Point(1, "b")), [Point(0, 0)], str(Point(2, 3)))
