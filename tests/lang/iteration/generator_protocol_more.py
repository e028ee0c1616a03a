# generator protocol: send before start, close twice, throw into a finished one, return values
def counter():
    total = 0
    while True:
        got = yield total
        if got is None:
            return total
        total += got


g = counter()
try:
    g.send(5)
except TypeError as e:
    print(type(e).__name__, e)
print(next(g), g.send(3), g.send(4))
try:
    next(g)
except StopIteration as e:
    print('returned', e.value)
g.close()
g.close()
try:
    g.throw(ValueError('late'))
except ValueError as e:
    print('raised', e)


def inner():
    yield 1
    return 'inner done'


def outer():
    r = yield from inner()
    yield r


print(list(outer()))
gen = (x * x for x in range(3))
print(next(gen), list(gen), list(gen))
