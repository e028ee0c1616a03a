# independent closures, nonlocal in nested levels, closures over loop variables
def counter(start=0):
    n = start

    def inc(step=1):
        nonlocal n
        n += step
        return n

    def get():
        return n

    return inc, get


inc1, get1 = counter()
inc2, get2 = counter(100)
print(inc1(), inc1(), inc2(5), get1(), get2())


def outer():
    x = "outer"

    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
        return x
    r = middle()
    return r, x


print(outer())


def make_adders():
    return [lambda y, i=i: y + i for i in range(3)], [lambda y: y + i for i in range(3)]


early, late = make_adders()
print([f(10) for f in early], [f(10) for f in late])


def acc():
    total = []

    def add(v):
        total.append(v)
        return sum(total)
    return add


a = acc()
print(a(1), a(2), a(3))
