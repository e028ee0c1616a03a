words = ["pear", "fig", "banana", "kiwi"]
print(max(words, key=len), min(words, key=len))
print(max(words), min(words))
print(max([], default="none"), min([], default=0))
print(max([3], default=9), min((x for x in []), default=None))
people = [("ann", 31), ("bob", 25), ("cy", 31)]
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
print(max(3, 7, 5, key=lambda n: -n), min(3, 7, 5, key=lambda n: -n))
print(max("hello"), min("hello"))
print(max({1: "a", 9: "b"}), min({5, 2, 8}))
print(max(1, 2.5), min(-1, -1.5), max(True, 0))
print(max([1, 5, 5, 2], key=lambda v: v % 5))
