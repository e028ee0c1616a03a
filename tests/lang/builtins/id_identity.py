a = [1, 2]
b = a
c = [1, 2]
print(id(a) == id(b), id(a) == id(c), a is b, a is c, a == c)
print(type(id(a)).__name__)
x = None
print(id(x) == id(None))


def f():
    pass


print(id(f) == id(f))
seen = {}
for item in [a, c, a]:
    seen[id(item)] = item
print(len(seen))
