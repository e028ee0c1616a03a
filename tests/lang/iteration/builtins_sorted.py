print(sorted([3, 1, 2]), sorted("cab"), sorted([3, 1, 2], reverse=True))
words = ["banana", "Apple", "cherry", "date"]
print(sorted(words), sorted(words, key=len), sorted(words, key=str.lower if False else len, reverse=True))
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[0]))
print(sorted(pairs, key=lambda p: p[0], reverse=True))
print(sorted([]), sorted(range(5, 0, -1)), sorted({3: 1, 1: 2}))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
