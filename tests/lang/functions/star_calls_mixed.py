# *args and **kwargs in calls and definitions, keyword-only parameters, errors
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))


print(f(1, c=3))
print(f(*[1, 2, 3, 4], c=5, e=6))
print(f(**{"a": 1, "c": 3, "z": 26}))
print(f(1, *(2,), *[3], c=0, **{"d": 9}, **{"q": 1}))
for call in [lambda: f(), lambda: f(1), lambda: f(1, 2, c=3, a=4), lambda: f(1, c=2, **{"c": 3}),
             lambda: f(*1), lambda: f(1, **[1])]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__)


def g(*, only):
    return only


try:
    g(1)
except TypeError as e:
    print(type(e).__name__, e)
print(g(only=5), (lambda *a, **k: (a, k))(1, x=2))
