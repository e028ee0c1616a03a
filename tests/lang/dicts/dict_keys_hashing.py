# keys that are equal share an entry: 1, 1.0, True; tuples; unhashable keys
d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
d[(1, 2)] = "t"
d[(1.0, 2.0)] = "tf"
print(d)
print(d.get(1), d.get(True), d.get((1, 2)), d.get(2, "dflt"))
for bad in [[1], {1: 2}, {1}, (1, [2])]:
    try:
        d[bad] = 1
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        print(bad in d)
    except TypeError as e:
        print(type(e).__name__, e)
print(0 in {0.0: 1}, -0.0 in {0: 1}, hash(-0.0) == hash(0))
print({frozenset({1, 2}): "fs"}[frozenset({2, 1})])
