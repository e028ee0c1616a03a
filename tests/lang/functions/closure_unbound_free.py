def f():
    def g():
        return x
    try:
        g()
    except NameError as e:
        print(e)
    x = 1
    print(g())
    return g

f()

def h():
    def k():
        return y
    return k

h()()
y = 1
