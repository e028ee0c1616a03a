# close runs finally; a return in finally; close of an unstarted or finished generator
log = []


def g():
    try:
        yield 1
        yield 2
    finally:
        log.append("cleanup")


x = g()
print(next(x))
print(x.close(), log)
print(x.close(), log)
try:
    next(x)
except StopIteration:
    print("stopped")
y = g()
y.close()
print(log)


def h():
    try:
        yield 1
    except GeneratorExit:
        log.append("exit seen")
        raise


z = h()
next(z)
z.close()
print(log)


def bad():
    try:
        yield 1
    except GeneratorExit:
        yield 2


b = bad()
next(b)
try:
    b.close()
except RuntimeError as e:
    print(type(e).__name__, e)
