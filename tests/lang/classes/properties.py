class Circle:
    def __init__(self, r):
        self._r = r

    @property
    def radius(self):
        return self._r

    @radius.setter
    def radius(self, value):
        if value < 0:
            raise ValueError("negative radius")
        self._r = value

    @property
    def diameter(self):
        return 2 * self._r


c = Circle(3)
print(c.radius, c.diameter)
c.radius = 5
print(c.radius, c.diameter)
try:
    c.radius = -1
except ValueError as e:
    print("error:", e)
try:
    c.diameter = 4
except AttributeError as e:
    print("AttributeError:", e)
