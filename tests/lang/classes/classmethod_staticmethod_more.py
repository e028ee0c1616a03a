# classmethods receive the class they are called on (a subclass too); staticmethods receive nothing
class Shape:
    registry = []

    def __init__(self, size):
        self.size = size

    @classmethod
    def make(cls, size):
        obj = cls(size)
        cls.registry.append(cls.__name__)
        return obj

    @staticmethod
    def area_of(size):
        return size * size

    def area(self):
        return self.area_of(self.size)


class Square(Shape):
    @staticmethod
    def area_of(size):
        return size * size * 1.0


a = Shape.make(2)
b = Square.make(3)
c = b.make(4)
print(type(a).__name__, type(b).__name__, type(c).__name__, Shape.registry)
print(a.area(), b.area(), Shape.area_of(5), Square.area_of(5), b.area_of(1))
print(Shape.make.__name__, Shape.area_of.__name__)
f = Square.make
print(type(f(1)).__name__)
