# sort with key and reverse: stability both ways; errors while sorting
data = [("b", 2), ("a", 2), ("c", 1), ("d", 3), ("e", 1)]
print(sorted(data, key=lambda t: t[1]))
print(sorted(data, key=lambda t: t[1], reverse=True))
words = ["pear", "Fig", "apple", "fig", "Kiwi"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
x = [3, 1, 2]
print(x.sort(), x, sorted(x, reverse=True), x)
for bad in [[1, "a"], [None, None], [[1], (1,)]]:
    try:
        sorted(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    [1, 2].sort(lambda a: a)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([[2, 1], [1, 2], [1], []]), sorted([(1, "b"), (1, "a")]), sorted("bca", reverse=True))
