# A keyword argument naming a positional-only parameter is a TypeError, unless the function
# takes **kwargs: the keyword then goes there.


def f(x, /, y):
    return x, y


print(f(1, 2))
print(f(1, y=2))
try:
    f(x=1, y=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, x=2)
except TypeError as e:
    print(type(e).__name__, e)


def g(a, b=2, /, c=3, *, d=4):
    return a, b, c, d


print(g(1), g(1, 5, 6, d=7), g(1, c=8))
try:
    g(1, a=1, b=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    g(b=2, a=1, c=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    g(1, z=3)
except TypeError as e:
    print(type(e).__name__, e)


def h(x, /, **kw):
    return x, sorted(kw.items())


print(h(1, x=2))
print(h(1, x=2, y=3))
try:
    h(x=2)
except TypeError as e:
    print(type(e).__name__, e)


def k(p, /, *args, q, **kw):
    return p, args, q, kw


print(k(1, 2, q=3, p=4))


class C:
    def m(self, v, /, w=0):
        return v + w


print(C().m(1, w=2))
try:
    C().m(v=1)
except TypeError as e:
    print(type(e).__name__, e)

lam = lambda a, /: a * 2
print(lam(4))
try:
    lam(a=4)
except TypeError as e:
    print(type(e).__name__, e)

try:
    f(**{'x': 1, 'y': 2})
except TypeError as e:
    print(type(e).__name__, e)
print(h(5, **{'x': 6}))
