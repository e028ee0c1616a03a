# Error paths: CPython's exceptions and messages
class L(list):
    pass


class D(dict):
    pass


class I(int):
    pass


class S(str):
    pass


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: L()[3])
show(lambda: L([1]).pop(5))
show(lambda: L([1]).remove(9))
show(lambda: D()["k"])
show(lambda: D(a=1).pop("b"))
show(lambda: I("x"))
show(lambda: S(1).index("z"))
show(lambda: L(1))
show(lambda: L().nope)
show(lambda: I(1).nope)
show(lambda: L([1], [2]))
show(lambda: [].__class__.__name__)


def bad_base():
    class B(bool):
        pass


show(bad_base)


def conflict():
    class X(list, dict):
        pass


show(conflict)
show(lambda: list.append(I(1), 2))
show(lambda: {I(1): 1, S("s"): 2})
