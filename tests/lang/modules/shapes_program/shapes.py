"""Shapes for the main program."""
count = 0


class Shape:
    def __init__(self):
        global count
        count += 1

    def area(self):
        raise NotImplementedError

    def __str__(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Circle(Shape):
    def __init__(self, r):
        super().__init__()
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2


class Square(Shape):
    def __init__(self, side):
        super().__init__()
        self.side = side

    def area(self):
        return self.side * self.side


def total_area(shapes):
    return sum(s.area() for s in shapes)
