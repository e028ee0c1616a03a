class Key:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k

    def __hash__(self):
        return hash(self.k)


d = {Key(1): "one"}
print(d[Key(1)], Key(1) in d, len({Key(2), Key(2)}))


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


print(bool(Flag(True)), bool(Flag(False)), "yes" if Flag(True) else "no", not Flag(False))


class Sized:
    def __len__(self):
        return 0


print(bool(Sized()), len(Sized()))


class NoHash:
    def __eq__(self, other):
        return True


try:
    hash(NoHash())
except TypeError as e:
    print("TypeError:", e)
