# a starred item in a tuple display
a = [1, 2]
print((*a, 3))
print((0, *a))
print((*a,))
print((*a, *'xy', *range(2)))
print((*(),))
t = *a, 9
print(t, type(t).__name__)
print(type((*a,)) is tuple)
print((*{'k': 1},))
print((*(x * x for x in range(4)), 'end'))

def f():
    return *a, 'r'

print(f())
for x in (*a, 5):
    print(x)

# `tuple` shadowed: the display still makes a tuple
tuple = list
print((*a, 4), type((*a, 4)).__name__)
del tuple

# evaluation order
def v(x):
    print('eval', x)
    return [x]

print((*v(1), v(2)[0], *v(3)))

# errors: as CPython
try:
    (*5, 1)
except TypeError as e:
    print('TypeError', e)
try:
    (*a, *None)
except TypeError as e:
    print('TypeError', e)

# hashing and comparing what was built
print(hash((*a,)) == hash((1, 2)), (*a,) == (1, 2), {(*a,): 'ok'}[(1, 2)])
print((1).__class__.__name__, 'x'.__class__ is str, [].__class__)
try:
    [1, *None]
except TypeError as e:
    print('TypeError', e)
