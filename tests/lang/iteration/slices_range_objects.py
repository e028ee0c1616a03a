r = range(10)
for s in [slice(None), slice(2, 5), slice(None, None, -1), slice(1, 8, 3), slice(8, 2, -2), slice(5, 2), slice(-3, None), slice(100, 200)]:
    print(r[s], list(r[s]) == list(r)[s])
r2 = range(10, 0, -3)
print(r2[::-1], r2[1:3], r2[:0])
