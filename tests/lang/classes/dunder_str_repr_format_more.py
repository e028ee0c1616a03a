# __str__ vs __repr__ in print, str(), repr(), containers, f-strings, format with __format__
class P:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return f"P({self.x!r})"


class Q(P):
    def __str__(self):
        return f"<{self.x}>"

    def __format__(self, spec):
        return f"Q[{spec}]" if spec else str(self)


p, q = P("a"), Q(1)
print(p, str(p), repr(p), [p], (p,), {"k": p})
print(q, str(q), repr(q), [q], f"{q}", f"{q!r}", f"{q:>5}", format(q, "x"), "{:z}".format(q), "%s %r" % (q, q))
try:
    format(p, "x")
except TypeError as e:
    print(type(e).__name__, e)
print(f"{p}", format(p), str([q, p]))
