# sorted/min/max with key and default, ties, and errors
words = ["bb", "a", "ccc", "dd", "e"]
print(min(words, key=len), max(words, key=len), min(words), max(words))
print(max([], default="empty"), min([], default=None), max([3], default=0), min((), key=len, default=-1))
print(max(1, 2, key=lambda x: -x), min("b", "a", "c"), max([1, 5, 5, 2], key=lambda x: x // 5))
print(sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]), sorted(range(5), key=lambda x: x % 2))
for bad in [lambda: max([]), lambda: min(), lambda: max(1), lambda: max(1, 2, default=0), lambda: min([1, "a"]),
            lambda: sorted([2, 1], key=5), lambda: sorted(5)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
