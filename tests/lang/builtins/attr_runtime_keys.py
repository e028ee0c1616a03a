# Strings made at run time (split, slices) meet the interned strings of literals: as dict
# keys both ways, in sets, as keyword names through **, and as instance attribute names.
ks = "x alpha beta gamma".split()


def f(alpha=0, beta=0, **rest):
    return alpha, beta, sorted(rest.items())


print(f(**{ks[1]: 1, ks[2]: 2}))
print(f(**{ks[1]: 1, ks[3]: 3}))
print(f(**dict(zip(ks[1:], [1, 2, 3]))))
d = {"alpha": 1, "beta": 2}
print(d[ks[1]], ks[2] in d, "xbeta"[1:] in d, d.get("alphabet"[:5]))
e = {ks[1]: 1, ks[2]: 2}
print(e["alpha"], "beta" in e, e == d, "gamma" in e)
print(ks[1] in {"alpha"}, ks[1] in ["alpha"], hash(ks[1]) == hash("alpha"))


def g(*, gamma):
    return gamma


print(g(**{ks[3]: 4}))


class C:
    def __init__(self):
        self.alpha = 5


c = C()
print(getattr(c, ks[1]), hasattr(c, ks[1]), hasattr(c, ks[3]))
setattr(c, ks[3], 7)
print(c.gamma, getattr(c, "gamma"), getattr(c, ks[3]))
setattr(c, "xalpha"[1:], 9)
print(c.alpha, sorted(vars(c).items()))
delattr(c, ks[3])
print(hasattr(c, ks[3]), hasattr(c, "gamma"))
k = "x delta".split()[1]
setattr(C, k, 11)
print(getattr(c, k), getattr(C, k))
delattr(C, k)
print(hasattr(c, k))
try:
    delattr(c, k)
except AttributeError as e:
    print(e)
# keyword names from ** into built-in functions, which compare them with their own names
w = "x sep end key reverse base default start zeta".split()
print(1, 2, **{w[1]: "-", w[2]: "!\n"})
print(sorted([3, 1, 2], **{w[4]: True}), sorted(["bb", "a"], **{w[3]: len}))
print(max([], **{w[6]: 7}), sum([1, 2], **{w[7]: 10}), int("ff", **{w[5]: 16}))
print("{zeta}-{sep}".format(**{w[8]: 1, w[1]: 2}), dict(**{w[1]: 1}))
for bad in (lambda: print(1, **{w[8]: 2}), lambda: int("1", **{w[8]: 2})):
    try:
        bad()
    except TypeError as e:
        print(e)
