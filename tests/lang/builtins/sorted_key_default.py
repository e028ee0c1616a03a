# sorted/min/max with key, reverse and default; the errors of empty inputs
words = ["pear", "Fig", "apple", "kiwi", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(min(words, key=len), max(words, key=len), min([], default="none"), max((), default=0))
print(min(3, 1, 2), max(3, 1, 2, key=lambda x: -x), min("bca"), max([[1, 2], [1, 3]]))
print(max([1, 5, 5, 2], key=lambda x: x // 5), min([(2, "b"), (1, "z"), (1, "a")]))
for f in (lambda: min([]), lambda: max(()), lambda: min(1), lambda: max(1, 2, default=0),
          lambda: sorted([1, "a"]), lambda: min([1, "a"])):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
