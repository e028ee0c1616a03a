def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


f = fib()
print([next(f) for _ in range(10)])
g = (x for x in range(3))
print(next(g), list(g), list(g))


def countdown(n):
    while n > 0:
        yield n
        n -= 1


print(list(countdown(5)), sum(countdown(100)), max(countdown(3)))
it = iter(countdown(2))
print(it is iter(it))
