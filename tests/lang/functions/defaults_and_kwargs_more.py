# default values: evaluated once, shared mutable defaults, None sentinel, keyword order kept
calls = 0


def default_value():
    global calls
    calls += 1
    return calls


def f(x=default_value()):
    return x


print(f(), f(), f(10), calls)


def append(v, to=[]):
    to.append(v)
    return to


print(append(1), append(2), append(3, []))


def safe(v, to=None):
    to = [] if to is None else to
    to.append(v)
    return to


print(safe(1), safe(2))


def kw(**options):
    return list(options)


print(kw(z=1, a=2, m=3), kw())
