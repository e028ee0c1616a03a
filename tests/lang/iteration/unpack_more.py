a, b, c = "xyz"
print(a, b, c)
first, *rest = [1, 2, 3, 4]
*init, last = range(5)
head, *middle, tail = "abcdef"
print(first, rest, init, last, head, middle, tail)
(p, q), r = (1, 2), 3
print(p, q, r)
for i, (name, score) in enumerate([("ann", 3), ("bob", 5)]):
    print(i, name, score)
x, y = y, x = 1, 2
print(x, y)
a, *b = (1,)
print(a, b)
d = {"k": 1, "j": 2}
(k1, v1), (k2, v2) = d.items()
print(k1, v1, k2, v2)
[m, n] = [7, 8]
print(m, n)
print(*[1, 2], *"ab", sep="|")
