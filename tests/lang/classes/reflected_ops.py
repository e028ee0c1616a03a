class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __mul__(self, k):
        return Money(self.cents * k)

    __rmul__ = __mul__

    def __rsub__(self, other):
        return Money(other - self.cents)

    def __repr__(self):
        return f"Money({self.cents})"


print(Money(5) + Money(7), Money(5) + 1, 1 + Money(5), 3 * Money(2), Money(2) * 3, 10 - Money(4))
print(sum([Money(1), Money(2), Money(3)]))
try:
    Money(1) + "x"
except TypeError as e:
    print("TypeError:", e)
"x" + Money(1)
