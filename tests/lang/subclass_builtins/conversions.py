# The built-in constructors and C functions given instances of subclasses
class I(int):
    pass


class F(float):
    pass


class S(str):
    pass


class L(list):
    pass


class D(dict):
    pass


class T(tuple):
    pass


print(int(I(5)), float(F(1.5)), float(I(2)), int(F(2.5)), int(S("42")), float(S("0.5")))
print(str(S("a")), list(L([1])), dict(D(a=1)), tuple(T([1, 2])), set(L([1, 1])), {**D(b=2)})
print(type(int(I(5))).__name__, type(str(S("x"))).__name__, type(list(L())).__name__)
print([10, 20, 30][I(1)], "abc"[I(2)], (1, 2)[I(0)], L([7, 8])[I(-1)])
print("-".join([S("a"), S("b")]), S(",").join(["x", "y"]), abs(I(-4)), abs(F(-0.5)))
print(f"{I(7):03d}", f"{F(2.5):.2f}", f"{S('s'):>3}", format(I(255), "x"), "%5.1f" % F(1.25))
print(len(L([1, 2])), len(S("abc")), len(D(a=1)), len(T()), sum(L([1, 2, 3])), min(S("zay")))
print(sorted(L([3, 1, 2]), reverse=True), list(reversed(L([1, 2]))), list(enumerate(S("ab"))))
print(list(zip(L([1, 2]), T("ab"))), dict(zip(S("ab"), L([1, 2]))), any(L([0, 1])), all(T()))
d = {}
d.update(D(k=1))
print(d, D(x=1) == {"x": 1}, {"x": 1} == D(x=1))
