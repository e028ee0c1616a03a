# closures: counters, cells shared between functions, late binding, nonlocal through two levels
def counter():
    n = 0
    def inc(k=1):
        nonlocal n
        n += k
        return n
    def get():
        return n
    return inc, get
inc, get = counter()
inc(); inc(5); print(get())
fs = [lambda: i for i in range(3)]; print([f() for f in fs])
fs = [lambda i=i: i for i in range(3)]; print([f() for f in fs])
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x *= 10
        inner(); inner()
    mid()
    return x
print(outer())
def unbound():
    def r():
        return v
    try:
        r()
    except NameError as e:
        print(type(e).__name__, e)
    v = 2
    return r()
print(unbound())
