from . import NAME as N


def triple(x):
    return 3 * x


print('mod runs', N)
