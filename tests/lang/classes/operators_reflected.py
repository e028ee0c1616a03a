class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, int):
            return Money(self.cents + other)
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        return Money(self.cents - other.cents)

    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return "Money(%d)" % self.cents


m = Money(150)
print(m + 50, 50 + m, m + Money(1), m - Money(50))
print(sum([Money(1), Money(2), Money(3)]))
print(sorted([Money(3), Money(1), Money(2)]))
print(Money(1) == Money(1), Money(1) != Money(2), Money(1) == 1)
try:
    m + "x"
except TypeError as e:
    print("TypeError:", e)
