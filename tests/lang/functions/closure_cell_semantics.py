# a cell is shared by all closures of one call, and sees assignments after the closure is made
def f():
    fs = []
    for name in ["a", "b"]:
        fs.append(lambda: name)
    name = "final"
    return [g() for g in fs]


print(f())


def g():
    def read():
        return v
    try:
        read()
    except NameError as e:
        print(type(e).__name__, e)
    v = 42
    return read()


print(g())


def h(x):
    def inc():
        nonlocal x
        x += 1
        return x
    def get():
        return x
    return inc, get


i, gt = h(10)
i()
i()
print(gt())


def deleted():
    q = 1

    def show():
        return q
    return show()


print(deleted())
