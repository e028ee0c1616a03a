class Temp:
    scale = "C"

    def __init__(self, deg):
        self.deg = deg

    @staticmethod
    def c_to_f(c):
        return c * 9 // 5 + 32

    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 // 9)

    @classmethod
    def describe(cls):
        return cls.__name__ + " in " + cls.scale


class Temp2(Temp):
    scale = "K?"


print(Temp.c_to_f(100), Temp(5).c_to_f(0))
t = Temp.from_f(212)
print(type(t).__name__, t.deg)
t2 = Temp2.from_f(32)
print(type(t2).__name__, t2.deg)
print(Temp.describe(), Temp2.describe(), t2.describe())
