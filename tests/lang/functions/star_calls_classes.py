class P:
    def __init__(self, x, y=0, *rest, **kw):
        self.v = (x, y, rest, kw)
    def m(self, *a, **k):
        return a, k
p = P(*[1, 2, 3], **{"z": 4})
print(p.v)
print(p.m(*"ab", q=1))
f = p.m
print(f(**{"r": 2}))
def deco(cls):
    cls.tag = "t"
    return cls
@deco
class Q:
    pass
print(Q.tag)
def wrap(fn):
    def w(*a, **k):
        return ("wrapped", fn(*a, **k))
    return w
class R:
    @wrap
    def meth(self, n):
        return n * 2
    @staticmethod
    def s(*a):
        return a
print(R().meth(4), R.s(*[1, 2]))
print(callable(R), callable(R()), callable(p.m))
def gen(*a, **k):
    for x in a:
        yield x
print(list(gen(*[1, 2, 3], k=1)))
print(int(*["12"]), str(*[5]))
print(max(*[1, 5, 2]), ValueError(*["a", "b"]).args)
