first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "abcd"
print(init, last)
a, *mid, b = range(6)
print(a, mid, b)
a, *mid, b = (1, 2)
print(a, mid, b)
h, *t = (9,)
print(h, t)
for x, *ys in [(1, 2, 3), (4,)]:
    print(x, ys)
