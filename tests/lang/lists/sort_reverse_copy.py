a = [3, 1, 2]
b = a.copy()
a.sort()
print(a, b)
a.sort(reverse=True)
print(a)
words = ["Banana", "apple", "cherry"]
words.sort(key=str.lower)
print(words)
words.sort(key=len)
print(words)
a.reverse()
print(a, a[:] is a, a.copy() == a)
pairs = [(1, "b"), (0, "z"), (1, "a")]
pairs.sort(key=lambda p: p[0])
print(pairs)
