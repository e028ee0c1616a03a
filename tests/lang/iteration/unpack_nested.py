(a, b), c = (1, 2), 3
print(a, b, c)
x, (y, (z, w)) = 1, [2, (3, 4)]
print(x, y, z, w)
pairs = [((1, 2), "a"), ((3, 4), "b")]
for (i, j), s in pairs:
    print(i + j, s)
