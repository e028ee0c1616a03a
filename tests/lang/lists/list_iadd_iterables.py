# list += takes any iterable (as extend), list + takes only a list
a = [1]
a += (2, 3)
a += "xy"
a += range(2)
a += {"k": 0}
a += (i * i for i in range(3))
a += a
print(a)
b = a
b += [9]
print(b is a, len(a))
try:
    a += 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a + (1,)
except TypeError as e:
    print(type(e).__name__, e)


class R:
    def __radd__(self, other):
        return "radd"


c = [1]
c += R()
print(c)


class It:
    def __iter__(self):
        return iter([7, 8])


d = []
d += It()
print(d)
