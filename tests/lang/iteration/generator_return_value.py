def g():
    yield 1
    return "result"


it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, e.args)


def h():
    yield 1


it = h()
next(it)
try:
    next(it)
except StopIteration as e:
    print("value:", e.value, e.args)
s = g()
next(s)
try:
    s.send(5)
except StopIteration as e:
    print("send:", e.value)
