# A KeyError carries the missing key itself: e.args == (key,), not its repr as a string.

def show(f):
    try:
        f()
    except KeyError as e:
        print(type(e).__name__, e.args, repr(e), str(e), len(e.args), type(e.args[0]).__name__ if e.args else None)

show(lambda: {}[0])
show(lambda: {}["k"])
show(lambda: {1: 2}[(1, 2)])
show(lambda: {}[None])
show(lambda: {}[1.5])
show(lambda: {}[frozenset()])
show(lambda: {}[-(2 ** 70)])
show(lambda: {}.pop(5))
show(lambda: {}.pop("x"))
show(lambda: {}.popitem())
show(lambda: set().remove(3))
show(lambda: set().remove((1,)))
show(lambda: set().pop())
show(lambda: "{x}".format())
show(lambda: "{0[k]}".format({}))

d = {1: "a"}
try:
    del d[2]
except KeyError as e:
    print("del:", e.args, e.args[0] + 1)
try:
    {}[0]
except LookupError as e:
    print("as LookupError:", e.args[0] == 0, e.args[0] is not None)
k = (1, "a")
try:
    {}[k]
except KeyError as e:
    print(e.args[0] is k or e.args[0] == k)
