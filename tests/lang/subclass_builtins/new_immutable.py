# __new__ of subclasses of immutable built-ins
class Celsius(float):
    def __new__(cls, degrees):
        return super().__new__(cls, round(degrees, 1))

    def fahrenheit(self):
        return self * 9 / 5 + 32


c = Celsius(21.34)
print(c, c.fahrenheit(), type(c).__name__, c + 1, c > 20)


class Upper(str):
    def __new__(cls, text):
        obj = super().__new__(cls, text.upper())
        obj.original = text
        return obj


u = Upper("hi")
print(u, u.original, u.lower(), len(u), type(u).__name__, u == "HI")


class Pair(tuple):
    def __new__(cls, a, b):
        return tuple.__new__(cls, (a, b))

    def __repr__(self):
        return "Pair(%r, %r)" % (self[0], self[1])


p = Pair(1, "x")
print(p, [p], p[0], p == (1, "x"), type(p).__name__, isinstance(p, tuple))


class Even(int):
    def __new__(cls, v):
        if v % 2:
            raise ValueError("odd: %d" % v)
        return int.__new__(cls, v)


print(Even(4), Even(4) + Even(6))
try:
    Even(3)
except ValueError as e:
    print(type(e).__name__, e)


class Other(int):
    def __new__(cls, v):
        return "not an instance"

    def __init__(self, v):
        print("never")


print(Other(1))


class B(bytes):
    def __new__(cls, n):
        return super().__new__(cls, [65 + i for i in range(n)])


print(B(3), len(B(2)), type(B(1)).__name__)
