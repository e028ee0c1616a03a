def f(a, b=2):
    return a

def g():
    return 0

def h(x):
    return x

for call in (lambda: f(1, 2, 3), lambda: g(1), lambda: h(1, 2)):
    try:
        call()
    except TypeError as e:
        print(e)
g(1, 2)
