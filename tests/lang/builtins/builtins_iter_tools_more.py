# enumerate/zip/map/filter/reversed laziness and shapes; any/all on iterators
e = enumerate("abc", 10)
print(next(e), list(e), list(enumerate([])), list(enumerate("x", start=-1)))
z = zip([1, 2, 3], "ab")
print(list(z), list(z), list(zip()), list(zip([1])), list(zip(*[(1, "a"), (2, "b")])))
m = map(lambda a, b: a * b, [1, 2, 3], [4, 5])
print(list(m), list(map(str, range(3))), list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(list(filter(lambda s: s.isupper(), "aBcD")), list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))))
it = iter([0, 0, 1, 0])
print(any(it), list(it))
it = iter([1, 1, 0, 1])
print(all(it), list(it))
print(any([]), all([]), any(x > 2 for x in range(4)), all(x < 2 for x in range(4)))
try:
    reversed(x for x in "a")
except TypeError as ex:
    print(type(ex).__name__, ex)
