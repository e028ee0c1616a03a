def ticker():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        print("ticker cleaned up")


t = ticker()
print(next(t), next(t))
t.close()
try:
    next(t)
except StopIteration:
    print("closed generator is exhausted")
t.close()


def counting():
    yield 1
    yield 2


c = counting()
c.close()
print(list(c))
