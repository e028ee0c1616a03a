def pairs():
    return iter([("a", 1), ("b", 2)])


for name, val in pairs():
    print(name, val)
x, y, z = map(str, [1, 2, 3])
print(x + y + z)
first, *others = enumerate("xyz")
print(first, others)
