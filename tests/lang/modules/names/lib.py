x = [1, 2]


def f():
    return x


def g(n):
    return f()[0] + n
