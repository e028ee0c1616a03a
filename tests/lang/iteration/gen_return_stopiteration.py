# return in a generator, StopIteration inside a generator becomes RuntimeError
def r():
    yield 1
    return 42


g = r()
print(list(g), list(g))
print([x for x in r()])


def bad():
    yield 1
    raise StopIteration("inside")


try:
    list(bad())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)


def nxt():
    it = iter([])
    yield next(it)


try:
    print(list(nxt()))
except RuntimeError as e:
    print(type(e).__name__, e)


def early(n):
    for i in range(n):
        if i == 2:
            return
        yield i


print(list(early(5)), list(early(1)))
