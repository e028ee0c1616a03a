# yield from: values, send through, the sub-generator's return value, throw through
def inner():
    got = yield "i1"
    print("inner got", got)
    got = yield "i2"
    print("inner got", got)
    return "inner-result"


def outer():
    r = yield from inner()
    print("outer got", r)
    yield "o1"
    return "outer-result"


g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
try:
    g.send("c")
except StopIteration as e:
    print("done", e.value)


def catcher():
    try:
        yield 1
        yield 2
    except KeyError:
        yield "handled"


def wrap():
    yield from catcher()
    yield "after"


w = wrap()
print(next(w), w.throw(KeyError), next(w))
print(list(wrap()))


def chain(*its):
    for i in its:
        yield from i


print(list(chain([1, 2], "ab", range(2), (x for x in [9]))))
