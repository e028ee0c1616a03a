# the return value of a finished generator is delivered once: by the StopIteration that ends
# it or by the yield from that drove it; afterwards StopIteration() and None
def g():
    yield 1
    return 5


x = g()
for _ in x:
    pass


def o(it):
    r = yield from it
    print("yield from gave", r)
    return r


print(list(o(x)))
y = g()
print(next(y))
try:
    next(y)
except StopIteration as e:
    print("first", e.value, e.args)
try:
    next(y)
except StopIteration as e:
    print("again", e.value, e.args)
w = o(g())
print(next(w))
try:
    w.send("ignored")
except StopIteration as e:
    print("outer returned", e.value)


def catcher():
    try:
        yield 1
    except KeyError:
        return "caught"


w = o(catcher())
next(w)
try:
    w.throw(KeyError)
except StopIteration as e:
    print("after throw", e.value)
z = g()
list(z)
print(list(o(z)), list(o(g())))
