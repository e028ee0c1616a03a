records = [("b", 2), ("a", 2), ("c", 1), ("d", 1), ("e", 3)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len))
print(sorted(set(words)))
print(sorted([5, -3, 2, -8], key=abs))
