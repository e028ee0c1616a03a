# arithmetic dunders: reflected forms, NotImplemented fallbacks, in-place forms, unary
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    __radd__ = __add__

    def __mul__(self, k):
        if not isinstance(k, int):
            return NotImplemented
        return Money(self.cents * k)

    def __rmul__(self, k):
        return self * k

    def __neg__(self):
        return Money(-self.cents)

    def __abs__(self):
        return Money(abs(self.cents))

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __repr__(self):
        return f"Money({self.cents})"


a = Money(150)
print(a + Money(50), a + 5, 5 + a, sum([Money(1), Money(2)]), a * 2, 3 * a, -a, abs(Money(-7)))
b = a
b += Money(1)
print(a, b, a is b)
for bad in [lambda: a + "x", lambda: "x" + a, lambda: a * 1.5, lambda: a - a]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
print(a == Money(150), a != Money(150), a == 150)
