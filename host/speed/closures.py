# Closures: functions made by functions, reading and writing (nonlocal) their cells.
def make_adder(k):
    def add(x):
        return x + k

    return add


def make_counter():
    n = 0

    def step():
        nonlocal n
        n += 1
        return n

    return step


def bench():
    adders = [make_adder(k) for k in range(10)]
    s = 0
    for i in range(100):
        for a in adders:
            s = a(s)
    step = make_counter()
    for i in range(500):
        step()
    return s, step()
