# Exceptions: raised in a called function and caught by class, and a KeyError caught.
class Oops(Exception):
    pass


def check(i):
    if i % 3 == 0:
        raise Oops(i)
    return i


def bench():
    n = 0
    for i in range(300):
        try:
            n += check(i)
        except Oops as e:
            n -= e.args[0]
    d = {}
    for i in range(200):
        try:
            d[i % 50] += 1
        except KeyError:
            d[i % 50] = 1
    return n, len(d)
