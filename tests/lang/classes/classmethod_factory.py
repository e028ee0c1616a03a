class Shape:
    sides = 0

    def __init__(self, size):
        self.size = size

    @classmethod
    def unit(cls):
        return cls(1)

    @staticmethod
    def describe(n):
        return "shape with %d sides" % n

    def perimeter(self):
        return self.sides * self.size


class Square(Shape):
    sides = 4


class Triangle(Shape):
    sides = 3


for cls in (Square, Triangle):
    s = cls.unit()
    print(type(s).__name__, s.perimeter(), cls.describe(cls.sides), s.describe(1))
print(isinstance(Square.unit(), Shape), Square.unit().__class__ is Square)
