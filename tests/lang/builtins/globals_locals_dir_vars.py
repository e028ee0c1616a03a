# globals(), locals(), dir() and vars() without arguments
x = 1
print(globals()["x"], "x" in globals(), globals() is globals(), globals()["__name__"])
globals()["made"] = 42
print(made)
print([n for n in dir() if not n.startswith("__")])
print(sorted(k for k in vars() if not k.startswith((".", "__"))), vars() is globals(), locals() is globals())

def f(a, b=2, *args, **kw):
    c = a + b
    squares = [i * i for i in range(3)]
    print(sorted(locals()), locals()["c"], dir(), sorted(vars().items(), key=str))
    print(globals() is g, "f" in globals(), "a" in globals())
    unbound_yet = 0
    return locals()

g = globals()
print(sorted(f(1, kw=5).items(), key=str))

def outer():
    shared = "s"
    plain = 1
    def inner():
        return shared
    print(sorted(locals()), locals()["plain"], inner())
outer()

class C:
    attr = 1
    print(sorted(k for k in locals() if not k.startswith("__")))

def empty():
    return dir(), locals(), vars()
print(empty())
for bad in [lambda: globals(1), lambda: locals(x=1), lambda: dir(1, 2), lambda: vars(1, 2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
