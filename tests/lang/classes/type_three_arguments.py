# type(name, bases, dict) makes a class as a class statement would: methods, __init__,
# __repr__, bases (a class, an exception, a built-in type), CPython's TypeErrors
def init(self, v):
    self.v = v
C = type("C", (), {"x": 1, "f": lambda self: self.x + 1, "__init__": init, "__repr__": lambda self: "C(%r)" % self.v})
c = C(5)
print(C.__name__, c.x, c.f(), c.v, repr(c), type(c) is C, isinstance(c, C), C.__bases__)
D = type("D", (C,), {"x": 10})
d = D(7)
print(d.f(), issubclass(D, C), D.__bases__[0] is C, d)
E = type("E", (ValueError,), {})
try:
    raise E("boom")
except ValueError as e:
    print(type(e).__name__, e)
L = type("L", (list,), {"first": lambda self: self[0]})
print(L([3, 4]).first(), len(L([1, 2, 3])))
for args in ((1, (), {}), ("X", [], {}), ("X", (), []), ("X", ()), ("X", (), {}, 4)):
    try:
        print(type(*args))
    except TypeError as e:
        print("TypeError", e)
print(type(5), type("s") is str)
