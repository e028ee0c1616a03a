x = 10
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
lst = [0, 1, 2, 3, 4]
del lst[0], lst[-1]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)


class Box:
    pass


b = Box()
b.v = 1
b.w = 2
del b.v
print(hasattr(b, "v"), b.w)
m = [[1, 2], [3, 4]]
del m[1][0]
print(m)
a, c = 1, 2
del a, c
try:
    print(a)
except NameError as e:
    print("NameError:", e)


def f():
    y = 5
    del y
    return "ok"


print(f())
