r = range(10, 0, -3)
print(list(r), r[1:], list(reversed(r)), 4 in r, sum(r), max(r), sorted(r))
a, b, c, d = r
print(a, b, c, d)
print([i for i in range(3)] == list(range(3)))
