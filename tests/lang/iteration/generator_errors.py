def g():
    yield 1


it = g()
print(next(it))
try:
    next(it)
except StopIteration:
    print("StopIteration")
print(next(it, "default"))


def bad():
    yield 1
    return 1 / 0


b = bad()
print(next(b))
next(b)
