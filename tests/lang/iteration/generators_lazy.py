def naturals():
    n = 0
    while True:
        yield n
        n += 1


def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out


evens = (x for x in naturals() if x % 2 == 0)
print(take(5, evens))
squares = (x * x for x in naturals())
print(next(squares), next(squares), next(squares))
print(take(3, (c.upper() for c in "hello")))


def trace(items):
    for i in items:
        print("producing", i)
        yield i


for v in trace([1, 2]):
    print("consumed", v)
g = trace([])
print(list(g), list(g))
