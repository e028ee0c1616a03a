# A method's qualified name "C.m" (its class, then its name) in reprs, argument errors and
# __qualname__; __name__ and tracebacks use the plain name.


class Shape:
    def area(self, scale):
        return scale

    def resize(self, w, h=1, *, keep=False):
        return w, h, keep

    @staticmethod
    def unit(n):
        return n

    @classmethod
    def make(cls, size):
        return cls()

    twice = lambda self, x: 2 * x  # noqa: E731 (a lambda in a class: "Shape.<lambda>")

    class Corner:
        def move(self, dx, dy):
            return dx + dy

        class Tip:
            def point(self):
                return 0


def plain(a):
    return a


print(Shape.area.__name__, Shape.area.__qualname__)
print(Shape().area.__name__, Shape().area.__qualname__)
print(Shape.unit.__qualname__, Shape.make.__qualname__, Shape.twice.__qualname__)
print(Shape.Corner.move.__name__, Shape.Corner.move.__qualname__)
print(Shape.Corner.Tip.point.__qualname__, Shape.Corner().move.__qualname__)
print(plain.__name__, plain.__qualname__, type(Shape.area.__qualname__).__name__)
print(Shape.area.__qualname__ == "Shape.area", len(Shape.Corner.move.__qualname__))

r = repr(Shape.area)
print(r.startswith("<function Shape.area at 0x"), r.endswith(">"))
print(repr(Shape.Corner.move).startswith("<function Shape.Corner.move at 0x"))
print(repr(Shape.twice).startswith("<function Shape.<lambda> at 0x"))
print(repr(plain).startswith("<function plain at 0x"))
print(str(Shape.unit).startswith("<function Shape.unit at 0x"))


def attempt(call):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


s, c = Shape(), Shape.Corner()
attempt(lambda: s.area())
attempt(lambda: s.area(1, 2))
attempt(lambda: s.resize())
attempt(lambda: s.resize(1, 2, 3))
attempt(lambda: s.resize(1, keep=True, size=2))
attempt(lambda: s.resize(1, w=2))
attempt(lambda: s.resize(1, **{"h": 2, "w": 3}))
attempt(lambda: Shape.unit())
attempt(lambda: Shape.make(1, 2))
attempt(lambda: s.twice())
attempt(lambda: c.move(1))
attempt(lambda: c.move(1, 2, 3))
attempt(lambda: c.move(1, dz=3))
attempt(lambda: Shape.Corner.Tip().point(5))
attempt(lambda: Shape.area())
attempt(lambda: plain())


class Sub(Shape):
    def area(self):
        return super().area()


attempt(lambda: Sub().area())
print(Sub.area.__qualname__, Sub.resize.__qualname__)


def deep(n):
    return Shape.Corner().move(n) if n == 0 else deep(n - 1)


deep(2)
