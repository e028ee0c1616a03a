def inner():
    yield 1
    yield 2
    return "inner done"


def outer():
    r = yield from inner()
    print("inner returned", r)
    r2 = yield from [3, 4]
    print("list gave", r2)
    return "outer done"


g = outer()
print(list(g))


def flatten(x):
    if isinstance(x, list):
        for item in x:
            yield from flatten(item)
    else:
        yield x


print(list(flatten([1, [2, [3, 4]], 5])))
