def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

print(list(count(4)))
g = count(2)
print(next(g), next(g), next(g, "end"))
def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
e = echo()
print(next(e), e.send(5), e.send(10))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], "ab", count(2))))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
for i, f in zip(range(10), fib()):
    print(f, end=" ")
print()
def gen_err():
    yield 1
    raise ValueError("boom")
try:
    for v in gen_err():
        print(v)
except ValueError as ex:
    print("caught", ex)
print(sum(x for x in count(5)), type(count(1)).__name__)
