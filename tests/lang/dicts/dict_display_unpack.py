# ** in dict displays: merged in source order, later keys win, values evaluated in order
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print({**a})
print({**a, **b})
print({**b, **a})
print({'k': 0, **a, 'y': 5, **b, 'w': 9})
print({**a, 'x': 100})
print({**{}, **{}})
d = {**a}
d['x'] = 99
print(a, d)

def v(tag, x):
    print('eval', tag)
    return x

print({v('k1', 'p'): v('v1', 1), **v('m', {'p': 2}), v('k2', 'q'): v('v2', 3)})

# any mapping: an object with keys() and __getitem__
class M:
    def keys(self):
        return ['a', 'b']
    def __getitem__(self, k):
        return k.upper()

print({**M(), 'c': 'C'})
print(dict(M()))
e = {}
e.update(M())
print(e)

# not a mapping
for bad in (5, [('a', 1)], 'ab', None, (1, 2)):
    try:
        print({**bad})
    except TypeError as err:
        print('TypeError', err)

class Broken:
    def keys(self):
        return ['missing']
    def __getitem__(self, k):
        raise KeyError(k)

try:
    {**Broken()}
except KeyError as err:
    print('KeyError', err)

# unhashable key from a mapping's keys()
class BadKeys:
    def keys(self):
        return [[1]]
    def __getitem__(self, k):
        return 0

try:
    {**BadKeys()}
except TypeError as err:
    print('TypeError', err)

# in a function, a comprehension and a nested display
def merged(*ds, **kw):
    out = {}
    for d in ds:
        out = {**out, **d}
    return {**out, **kw}

print(merged({'a': 1}, {'b': 2}, c=3))
print([{**a, 'i': i} for i in range(2)])
print({**{'n': {**a}}})
print(len({**a, **b}), {**a} == a, {**a} is a)
