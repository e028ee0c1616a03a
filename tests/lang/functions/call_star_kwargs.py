def f(a, b=0, c=0):
    return (a, b, c)

d = {"a": 1, "c": 3}
print(f(**d))
print(f(10, **{"b": 20}))
print(f(*[7], **{"c": 9}))
print(f(1, b=2, **{"c": 3}))

def g(**kw):
    return kw
print(g(**{"x": 1}, y=2))

def h(*args, **kwargs):
    return args, kwargs
print(h(1, *[2, 3], k=4, **{"m": 5}))
