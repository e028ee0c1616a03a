print(hash(1) == hash(1.0), hash(True) == hash(1), hash(0) == hash(False))
print(hash("abc") == hash("ab" + "c"), hash((1, 2)) == hash((1, 2)))
print(hash(5), hash(-3), hash(0))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(None) == hash(None), hash(b"x") == hash(b"x"))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


print(hash(Point(1, 2)) == hash(Point(1, 2)), len({Point(1, 2), Point(1, 2), Point(2, 1)}))
o = object()
print(hash(o) == hash(o))
