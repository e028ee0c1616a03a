class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dist2(self):
        return self.x * self.x + self.y * self.y


p = Point(3, 4)
print(p.x, p.y, p.dist2())
p.x = 10
print(p.x, p.dist2())
q = Point(y=2, x=1)
print(q.x, q.y)
print(type(p).__name__, type(p) is Point)
