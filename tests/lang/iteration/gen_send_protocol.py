# send: the first send must be None; values flow both ways; StopIteration carries the return
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


g = acc()
try:
    g.send(5)
except TypeError as e:
    print(type(e).__name__, e)
print(next(g), g.send(5), g.send(10), g.send(-3))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value, e.args)
try:
    next(g)
except StopIteration as e:
    print("again", e.value, e.args)


def echo():
    r = yield
    while True:
        r = yield r * 2


e = echo()
print(e.send(None), e.send(4), e.send("ab"), next(e) if False else e.send(1.5))
