for v in [1, 1.0, "s", b"b", [1], (1,), {1: 2}, {1}, None, True, range(2), print, len]:
    print(type(v).__name__)
print(type(1) is int, type(True) is bool, type(True) is int, type("") == str)


class Shape:
    pass


class Square(Shape):
    pass


s = Square()
print(type(s) is Square, type(s) is Shape, type(s).__name__, type(Square).__name__)
print(type(type(s)()).__name__, type(s) == type(Square()))
print(type(3)("42") + 1, type("x")(5))
print(type(ValueError()).__name__, type(type).__name__)
