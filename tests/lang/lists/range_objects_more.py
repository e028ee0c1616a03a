# range: len, indexing, slicing, negative steps, in, index/count, equality, errors
r = range(10, -10, -3)
print(list(r), len(r), r[0], r[-1], r[2:5], list(r[::-1]), r[::2], 4 in r, 5 in r)
print(range(0) == range(5, 5), range(1, 7, 2) == range(1, 6, 2), range(3) == range(0, 3, 1), list(range(5, 0)))
print(range(10**9)[-1], len(range(0, 10**9, 3)), 10**8 in range(0, 10**9, 10), reversed(range(3)).__next__())
for f in [lambda: range(1, 2, 0), lambda: range(5)[5], lambda: range(1.5), lambda: range()]:
    try:
        f()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(repr(range(3)), repr(range(1, 5, 2)), str(range(-2, 2)))
