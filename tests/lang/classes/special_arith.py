class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return self.x * self.x + self.y * self.y

    def __str__(self):
        return "(" + str(self.x) + ", " + str(self.y) + ")"


a = Vec(1, 2)
b = Vec(3, 5)
print(a + b, a - b, a * 3, 3 * a, a * b, -a)
c = a
c += b
print(c, a)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, x):
        self.items.append(x)
        return self


acc = Acc()
acc += 1
acc += 2
print(acc.items)
try:
    a + 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(a / b)
except TypeError as e:
    print("TypeError:", e)
