value = 42


def f(x):
    return x * 2


def read_newname():
    return newname
