def f(a, *args):
    return a, args

print(f(1, 2, 3))
try:
    f()
except TypeError as e:
    print(e)

def g(**kw):
    return kw
try:
    g(1)
except TypeError as e:
    print(e)

def h(a, **kw):
    return a, kw
print(h(1, b=2))
h(1, a=2)
