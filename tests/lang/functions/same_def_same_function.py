# A def or lambda with nothing to capture (no defaults, no closure) is a constant on
# wispy: it costs no heap, and running it again gives the same function (`is`, ==, hash),
# where CPython makes a new object each time (docs/language.md, "Functions that cost no heap").
fs = [lambda: 0 for _ in range(3)]
print(len(set(fs)), fs[0] is fs[1], fs[0]() + fs[2]())


def make():
    def inner():
        return 1
    return inner


print(make() is make(), make() == make(), make()())


def make_closure(n):
    def inner():
        return n
    return inner


def make_default(n):
    def inner(v=n):
        return v
    return inner


# with a closure or a default, each run makes a new function on both
print(make_closure(1) is make_closure(1), make_default(2) is make_default(2), make_closure(3)())
