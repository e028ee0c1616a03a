class Bits:
    def __init__(self, v):
        self.v = v

    def __and__(self, o):
        return Bits(self.v & o.v)

    def __or__(self, o):
        return Bits(self.v | o.v)

    def __xor__(self, o):
        return Bits(self.v ^ o.v)

    def __lshift__(self, n):
        return Bits(self.v << n)

    def __invert__(self):
        return Bits(~self.v)

    def __pos__(self):
        return self

    def __neg__(self):
        return Bits(-self.v)

    def __floordiv__(self, n):
        return Bits(self.v // n)

    def __mod__(self, n):
        return Bits(self.v % n)

    def __pow__(self, n):
        return Bits(self.v ** n)

    def __repr__(self):
        return "Bits(%d)" % self.v


a, b = Bits(12), Bits(10)
print(a & b, a | b, a ^ b, a << 2, ~a, +a, -a, a // 5, a % 5, a ** 2)
try:
    print(abs(a))
except TypeError as e:
    print("TypeError:", e)
