# enumerate start, zip of unequal lengths, map with several iterables, filter(None), reversed of ranges
print(list(enumerate("abc", 10)), list(enumerate([], 5)), list(zip("ab", range(5), [7, 8, 9])))
print(list(zip()), list(map(pow, [2, 3], [5, 2, 9])), list(map(str.upper, "ab")))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])), list(filter(lambda c: c in "aeiou", "education")))
print(list(reversed(range(1, 10, 3))), list(reversed([1, 2])), list(reversed("ab")), list(reversed(())))
it = zip([1, 2], "xy"); print(next(it), list(it))
for f in (lambda: list(zip(1)), lambda: list(map(len)), lambda: reversed(5), lambda: enumerate(3), lambda: list(filter(None, 4))):
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
