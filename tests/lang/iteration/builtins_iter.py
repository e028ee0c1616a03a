print(list(enumerate("abc")), list(enumerate("ab", 1)), list(enumerate([5], start=10)))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip(range(3), range(3), "xyz")))
print(list(map(abs, [-1, 2, -3])), list(map(lambda a, b: a * b, [1, 2], [3, 4])))
print(list(filter(None, [0, 1, "", "a", None])), list(filter(lambda x: x % 2, range(7))))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))))
it = iter([1, 2])
print(next(it), next(it), next(it, None))
for i, (a, b) in enumerate(zip("xy", "pq")):
    print(i, a, b)
