# generators with try/finally: exhausted, broken out of (then closed), and closed while nested
def numbers(log):
    try:
        for i in range(3):
            yield i
    finally:
        log.append("cleanup")


log = []
print(list(numbers(log)), log)
log = []
g = numbers(log)
for x in g:
    if x == 1:
        break
print(x, log)
g.close()
print(log)


def outer(log):
    try:
        yield from numbers(log)
    finally:
        log.append("outer cleanup")


log = []
o = outer(log)
print(next(o), next(o))
o.close()
print(log)


def with_gen(log):
    class CM:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *a):
            log.append("exit " + (a[0].__name__ if a[0] else "None"))
    with CM():
        yield 1
        yield 2


log = []
w = with_gen(log)
next(w)
w.close()
print(log)
