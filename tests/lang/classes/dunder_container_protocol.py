# __len__, __getitem__ (ints and slices), __setitem__, __delitem__, __contains__, __iter__, __bool__
class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Bag(*self.items[i])
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __contains__(self, x):
        print("contains", x)
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __repr__(self):
        return "Bag" + repr(tuple(self.items))


b = Bag(1, 2, 3, 4)
print(len(b), b[0], b[-1], b[1:3], b[::-1], bool(b), bool(Bag()))
b[0] = 10
del b[1]
print(b, 3 in b, 9 not in b, list(b), sorted(b, reverse=True), sum(b), [x * 2 for x in b])
a, *rest = b
print(a, rest, max(b), min(b), list(enumerate(b)), dict(zip(b, "abc")))
try:
    b[10]
except IndexError as e:
    print(type(e).__name__, e)


class Falsy:
    def __bool__(self):
        return False

    def __len__(self):
        return 5


print(bool(Falsy()), len(Falsy()), "yes" if Falsy() else "no", not Falsy())
