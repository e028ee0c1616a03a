# __new__ on user classes: singletons, interning, factories, __new__ with __init__,
# inheritance, and the errors CPython raises.


class Singleton:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.count = 0
        return cls._instance

    def __init__(self):
        self.count += 1


a = Singleton()
b = Singleton()
print(a is b, a.count, type(a).__name__)


class Point:
    _cache = {}

    def __new__(cls, x, y):
        key = (x, y)
        p = cls._cache.get(key)
        if p is None:
            p = object.__new__(cls)
            cls._cache[key] = p
        return p

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(1, 2)
q = Point(1, 2)
r = Point(3, 4)
print(p is q, p is r, r.x, r.y, len(Point._cache))


class Shape:
    def __new__(cls, kind, size=1):
        if cls is Shape:
            if kind == "square":
                return Square(kind, size)
            if kind == "circle":
                return Circle(kind, size)
            if kind == "none":
                return None
            return kind.upper()
        return super().__new__(cls)

    def __init__(self, kind, size=1):
        self.size = size
        self.inits = getattr(self, "inits", 0) + 1

    def area(self):
        return 0


class Square(Shape):
    def area(self):
        return self.size * self.size


class Circle(Shape):
    def area(self):
        return 3 * self.size * self.size


s = Shape("square", 3)
c = Shape("circle", size=2)
print(type(s).__name__, s.area(), s.inits, type(c).__name__, c.area(), c.inits)
print(Shape("none"), Shape("other"))
print(Square("square", 5).area(), isinstance(Square("x"), Shape))


class Tracer:
    log = []

    def __new__(cls, *args, **kw):
        Tracer.log.append(("new", cls.__name__, args, sorted(kw.items())))
        return super().__new__(cls)

    def __init__(self, a, b=0, *rest, **kw):
        Tracer.log.append(("init", a, b, rest, sorted(kw.items())))


class SubTracer(Tracer):
    pass


Tracer(1)
Tracer(1, 2, 3, z=4)
SubTracer(5, b=6)
for entry in Tracer.log:
    print(entry)


class Other:
    def __init__(self):
        print("Other.__init__ runs")


class ReturnsOther:
    def __new__(cls):
        return Other.__new__(Other)

    def __init__(self):
        print("never")


o = ReturnsOther()
print(type(o).__name__)


class Celsius:
    def __new__(cls, degrees):
        self = super().__new__(cls)
        self.degrees = degrees
        return self


print(Celsius(21).degrees)


class Named:
    def __new__(cls, name):
        inst = super().__new__(cls)
        inst.name = name
        return inst


n = Named("x")
print(n.name, Named.__new__(Named, "y").name, type(Named.__new__(Named, "z")).__name__)


class Counted:
    made = 0

    def __new__(cls, *args):
        Counted.made += 1
        return super().__new__(cls)


class CountedChild(Counted):
    def __init__(self, v):
        self.v = v


print(CountedChild(7).v, Counted().__class__.__name__, Counted.made)


class Err(Exception):
    def __new__(cls, *args):
        return super().__new__(cls, *args)


e = Err("bad", 2)
print(e.args, repr(e))
try:
    raise Err("raised")
except Err as x:
    print("caught", x)


def show(f):
    try:
        f()
    except TypeError as exc:
        print("TypeError:", exc)


class Plain:
    pass


class WithInit:
    def __init__(self, a):
        self.a = a


class NewNoArgs:
    def __new__(cls):
        return super().__new__(cls)


class InitReturns:
    def __new__(cls):
        return super().__new__(cls)

    def __init__(self):
        return 1


show(lambda: Plain(1))
show(lambda: object.__new__(Plain, 1))
show(lambda: print(type(object.__new__(WithInit, 1)).__name__))
show(lambda: object.__new__())
show(lambda: object.__new__(5))
show(lambda: NewNoArgs(1))
show(lambda: InitReturns())


class PassesArgs:
    def __new__(cls, x):
        return super().__new__(cls, x)


class PassesArgsInit:
    def __new__(cls, x):
        return object.__new__(cls, x)

    def __init__(self, x):
        self.x = x


show(lambda: PassesArgs(1))
show(lambda: PassesArgsInit(1))
print(type(object.__new__(WithInit)).__name__, type(object.__new__(Plain)).__name__)


class Explicit:
    @staticmethod
    def __new__(cls, v):
        inst = object.__new__(cls)
        inst.v = v * 2
        return inst


class Keywords:
    def __new__(cls, *, x, y=0):
        inst = super().__new__(cls)
        inst.total = x + y
        return inst


print(Explicit(4).v, Keywords(x=1).total, Keywords(y=2, x=5).total)
made = list(map(Named, ["m1", "m2"]))
print([m.name for m in made], sorted(Point._cache) == [(1, 2), (3, 4)])
print([(p.x, p.y) for p in map(Point, [1, 5], [2, 6])], Point(*(5, 6)) is Point(5, 6))
Tracer.log.clear()
SubTracer(*[1, 2], **{"q": 3})
print(Tracer.log)


class Node:
    """Built recursively from __init__: each level's __init__ runs in place."""

    def __new__(cls, depth):
        return super().__new__(cls)

    def __init__(self, depth):
        self.child = Node(depth - 1) if depth else None


n, k = Node(25), 0
while n is not None:
    n, k = n.child, k + 1
print("depth", k)
