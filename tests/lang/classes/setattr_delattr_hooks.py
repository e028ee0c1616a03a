# A class's own __setattr__ and __delattr__ (and inherited ones) run for attribute stores
# and deletions on its instances; object.__setattr__ and super() give the default.


class Doubler:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)


d = Doubler()
d.x = 2
print(d.x)
setattr(d, 'y', 5)
print(d.y)


class Logged:
    def __init__(self):
        self.a = 1
        self.b = 2

    def __setattr__(self, name, value):
        print('set', name, value)
        super().__setattr__(name, value)

    def __delattr__(self, name):
        print('del', name)
        super().__delattr__(name)


g = Logged()
print(g.a, g.b)
g.a += 10
print(g.a)
del g.b
print(hasattr(g, 'b'))
delattr(g, 'a')
print(hasattr(g, 'a'))
g.extra = [1]
print(g.extra)


class Child(Logged):
    def __init__(self):
        super().__init__()
        self.c = 3


c = Child()
print(c.a, c.b, c.c)
del c.c


class ReadOnly:
    def __init__(self, v):
        object.__setattr__(self, 'v', v)

    def __setattr__(self, name, value):
        raise AttributeError('read-only: ' + name)

    def __delattr__(self, name):
        raise TypeError('cannot delete ' + name)


r = ReadOnly(7)
print(r.v)
try:
    r.v = 8
except AttributeError as e:
    print(type(e).__name__, e)
try:
    r.w = 8
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del r.v
except TypeError as e:
    print(type(e).__name__, e)
object.__delattr__(r, 'v')
print(hasattr(r, 'v'))
try:
    object.__delattr__(r, 'v')
except AttributeError as e:
    print(type(e).__name__, e)


class WithProperty:
    def __init__(self):
        self._p = 0

    @property
    def p(self):
        return self._p

    @p.setter
    def p(self, v):
        print('setter', v)
        object.__setattr__(self, '_p', v)

    def __setattr__(self, name, value):
        print('hook', name)
        object.__setattr__(self, name, value)


w = WithProperty()
w.p = 5
print(w.p)


class Plain:
    pass


def hook(self, name, value):
    object.__setattr__(self, name, str(value))


Plain.__setattr__ = hook
q = Plain()
q.n = 12
print(repr(q.n))
Plain.flag = 1
print(Plain.flag)
print(Doubler.__setattr__ is not None, object.__setattr__ is object.__setattr__)


class E(Exception):
    def __setattr__(self, n, v):
        print('set', n)
        super().__setattr__(n, v)
err = E('m')
err.code = 3
print(err.code, err)
class P:
    x = property(lambda s: 1)
class Q(P):
    def __setattr__(self, n, v):
        print('q', n)
q = Q(); q.x = 5; q.y = 2
print(q.x, hasattr(q, 'y'))
try:
    object.__setattr__(q, 'x', 3)
except AttributeError as e:
    print(type(e).__name__, e)
