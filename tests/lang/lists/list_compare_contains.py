# comparisons of lists and tuples: lexicographic, lengths, mixed types
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] < [0], [2] > [1, 9], [1, 2] == [1, 2], [1] == [1.0])
print((1, 2) < (1, 3), (1,) < (1, 0), () == (), (1, 2) == [1, 2], (1, "a") < (1, "b"))
print([1, [2, 3]] < [1, [2, 4]], [float("nan")] == [float("nan")])
n = float("nan")
print([n] == [n], n in [n], [n].count(n), [n].index(n))
try:
    [1] < (1,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1, "a"] < [1, 2]
except TypeError as e:
    print(type(e).__name__, e)
print(max([1, 2], [1, 2, 0]), min((3,), (2, 9)))
