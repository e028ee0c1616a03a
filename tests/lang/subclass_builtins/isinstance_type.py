# isinstance, issubclass, type(), __class__, __name__, mro-based checks
class L(list):
    pass


class LL(L):
    pass


class D(dict):
    pass


class I(int):
    pass


class S(str):
    pass


objs = [L(), LL([1]), D(), I(3), S("s")]
for o in objs:
    print(type(o).__name__, o.__class__.__name__, type(o) is o.__class__,
          isinstance(o, list), isinstance(o, dict), isinstance(o, int), isinstance(o, str),
          isinstance(o, (L, D)), isinstance(o, object))
print(issubclass(LL, L), issubclass(LL, list), issubclass(L, LL), issubclass(I, int), issubclass(bool, I))
print(type(LL([1])) is LL, type(LL([1])) is L, type(I(1) + 1) is int, type(S("a") + "b") is str)
print(L.__name__, LL.__name__, isinstance(LL, type), type(L) is type)
print(L, LL, D)


class Mixin:
    def hello(self):
        return "hello from " + type(self).__name__


class ML(Mixin, list):
    pass


m = ML([1, 2])
print(m.hello(), m, len(m), isinstance(m, Mixin), isinstance(m, list))
