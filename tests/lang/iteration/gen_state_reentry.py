# a running generator cannot be resumed; exhausted generators stay exhausted
def g():
    yield me.__next__() if False else 1
    yield 2


me = g()
print(next(me), next(me), next(me, "end"), next(me, "end"))


def selfref():
    yield next(gen)


gen = selfref()
try:
    next(gen)
except ValueError as e:
    print(type(e).__name__, e)
e = (i for i in range(3))
print(next(e), list(e), list(e))
print(iter(e) is e, sum(x for x in range(5)), max((x for x in "abc"), default=None))
