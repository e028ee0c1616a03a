# generator send/throw/close: values through send, a caught throw, close running finally
def g():
    total = 0
    try:
        while True:
            try:
                x = yield total
            except ValueError as e:
                print("caught", e)
                x = 100
            total += x
    finally:
        print("closing at", total)
it = g()
print(next(it), it.send(5), it.send(7), it.throw(ValueError("v")), it.send(1))
it.close(); it.close()
try:
    next(it)
except StopIteration as e:
    print("stop", e.args)
def h():
    yield 1
try:
    h().send(3)
except TypeError as e:
    print(type(e).__name__, e)
k = h()
try:
    k.throw(KeyError("k"))
except KeyError as e:
    print("raised", repr(e))
def ret():
    yield 1
    return "done"
def outer():
    r = yield from ret()
    print("got", r)
    yield r
print(list(outer()))
