# Generators: a pipeline of two generator functions, and a generator expression into sum().
def squares(n):
    for i in range(n):
        yield i * i


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def bench():
    s = 0
    for x in evens(squares(300)):
        s += x
    s += sum(x for x in range(300) if x % 3)
    return s
