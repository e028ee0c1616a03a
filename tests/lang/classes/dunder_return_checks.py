# special methods that return the wrong type: CPython's TypeErrors and ValueErrors
class BadLen:
    def __init__(self, v):
        self.v = v

    def __len__(self):
        return self.v


for v in [3, True, -1, "3", 2.0]:
    try:
        print(len(BadLen(v)), bool(BadLen(v)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class BadBool:
    def __bool__(self):
        return 1


try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)


class BadRepr:
    def __repr__(self):
        return 5


class BadStr:
    def __str__(self):
        return None


for f in [lambda: repr(BadRepr()), lambda: str(BadStr()), lambda: print(BadStr())]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)


class NoHash:
    __hash__ = None


try:
    hash(NoHash())
except TypeError as e:
    print(type(e).__name__, e)
