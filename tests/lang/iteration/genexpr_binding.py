# a generator expression evaluates its first iterable at once, the rest lazily
x = [1, 2]
g = (i * 10 for i in x)
x = [9, 9]
print(list(g))
ys = [1]
h = (a + b for a in [10, 20] for b in ys)
ys = [100]
print(list(h))
try:
    (i for i in 5)
except TypeError as e:
    print(type(e).__name__, e)
k = (1 / i for i in [1, 0])
print(next(k))
try:
    next(k)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(list(i for i in range(3) if i), tuple(c for c in "ab"), set(n % 2 for n in range(4)))
