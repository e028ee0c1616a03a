# descriptors: __get__ (from an instance and from the class), __set__ and __delete__ (data
# descriptors route stores), __set_name__ at class creation, inherited, a non-data one shadowed
class Typed:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("%s must be int" % self.name)
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        print("delete", self.name)
        delattr(obj, self.name)
class Const:
    def __init__(self, v): self.v = v
    def __get__(self, obj, cls): return (self.v, obj is None, cls.__name__)
class P:
    x = Typed()
    k = Const(7)
    def __init__(self, x):
        self.x = x
p = P(3)
print(p.x, p._x, P.x.__class__.__name__, p.k, P.k)
p.x = 10
print(p.x)
try:
    p.x = "s"
except TypeError as e:
    print("TypeError", e)
del p.x
print(p.x)
p.k = 99  # a non-data descriptor: the instance's own attribute wins from now on
print(p.k)
class Q(P):
    pass
q = Q(5)
print(q.x, Q.k)
class Late: pass
Typed.name = "_y"  # no __set_name__ for an attribute set after the class is made
Late.y = Typed()
l = Late(); l.y = 4; print(l.y, l._y)
class M:
    def __get__(self, obj, cls): return lambda: "bound-ish"
class U:
    m = M()
print(U().m())
class WithSuper(P):
    def show(self): return super().x
print(WithSuper(8).show())
