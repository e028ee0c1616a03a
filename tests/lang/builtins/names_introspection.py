# globals(), locals(), dir() and vars() without arguments, sys.modules and friends
import sys
x = 1


def f(a, b=2):
    c = a + b
    return sorted(locals().items()), sorted(dir())


print(f(1))
g = globals()
print(g['x'], 'f' in g, g is globals(), '__name__' in g, g['__name__'])
g['y'] = 5
print(y)  # noqa: F821


class K:
    z = 3
    names = sorted(n for n in vars() if not n.startswith('__'))


print(K.names, vars(K)['z'])
print('__main__' in sys.modules, type(sys.path).__name__, sys.version_info >= (3, 0), sys.version_info[:1])
