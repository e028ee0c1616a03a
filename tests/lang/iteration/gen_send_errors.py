def g():
    yield 1


it = g()
try:
    it.send(5)
except TypeError as e:
    print("TypeError:", e)
print(next(it))
try:
    next(it)
except StopIteration:
    print("done")
next(it)
