# Printing: as the built-in unless the subclass defines __repr__ / __str__
class L(list):
    def __repr__(self):
        return "L" + super().__repr__()


class S(str):
    def __repr__(self):
        return "S(" + super().__repr__() + ")"


class T(str):
    def __str__(self):
        return "T:" + self.upper()


class I(int):
    def __repr__(self):
        return "I<%d>" % int.__add__(self, 0)


class D(dict):
    def __str__(self):
        return "D with %d keys" % len(self)


l = L([1, 2])
print(l, repr(l), str(l), [l], f"{l}", f"{l!r}")
s = S("x")
print(s, repr(s), str(s), [s], f"{s}", f"{s!r}")
t = T("y")
print(t, repr(t), str(t), [t], t + "z")
i = I(4)
print(i, repr(i), str(i), [i], i + 1)
d = D(a=1)
print(d, repr(d), [d])
print(str(L()), repr(S("")), T(""), I())
