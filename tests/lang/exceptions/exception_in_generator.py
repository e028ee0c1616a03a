def risky():
    yield 1
    raise ValueError("inside generator")


g = risky()
print(next(g))
try:
    next(g)
except ValueError as e:
    print("caught", e)
print(list(g))


def guarded():
    try:
        yield "a"
        yield "b"
    except Exception:
        yield "never"


print(list(guarded()))
