print(abs(-5), abs(5), abs(0))
print(abs(-2.5), abs(3.25), abs(-0.0))
print(abs(-(2 ** 80)), abs(2 ** 80))
print(abs(True), abs(False))


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


print(abs(Vec(3, 4)))
