# The VM's fast paths of instance attributes (issue 14): reads and writes of an instance's
# layout slots, and method calls, must still meet properties (also ones added to a class,
# or to its base, after instances exist), attributes outside the layout, unset slots and
# exception instances.
class P:
    def __init__(self):
        self.x = 1

    def get(self):
        return self.x


p = P()
p.x = 5
print(p.x, p.get())
P.x = property(lambda self: 42, lambda self, v: print("setter", v))
p.x = 7  # the property's setter now, not the slot
q = P()  # its __init__ stores through the setter: the slot stays unset
print(q.x, q.get())


class Base:
    pass


class Child(Base):
    def __init__(self):
        self.y = 1


c = Child()
c.y = 2
print(c.y)
Base.y = property(lambda self: "base property", lambda self, v: print("base setter", v))
c.y = 3
d = Child()
print(d.y)


class M:
    def __init__(self):
        self.a = 1

    def m(self):
        return "method"


o = M()
print(o.m())
o.m = lambda: "instance attribute"  # outside the layout: it shadows the method
print(o.m())
del o.m
print(o.m())


class U:
    def __init__(self, set_it):
        if set_it:
            self.v = 1


u = U(False)
try:
    print(u.v)
except AttributeError as e:
    print("AttributeError:", e)
u.v = 9
print(u.v)


class E(Exception):
    def __init__(self, n):
        self.n = n

    def twice(self):
        return self.n * 2


e = E(4)
e.n += 1
print(e.n, e.twice())


class S:
    total = 0

    def __init__(self):
        self.total = 10

    def add(self, k):
        self.total += k
        return self


s = S()
for i in range(5):
    s.add(i).add(1)
print(s.total, S.total)
