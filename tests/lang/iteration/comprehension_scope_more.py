# comprehension scoping: the loop variable stays local, the first iterable is evaluated outside, nested clauses
x = "outer"
print([x for x in range(3)], x)
print({k: v for k, v in zip("ab", "cd")}, {c for c in "hello"} == set("helo"))
print([(i, j) for i in range(3) for j in range(i) if j % 2 == 0], [[j for j in range(i)] for i in range(3)])
class C:
    n = 3
    vals = [i * 2 for i in range(n)]
print(C.vals)
g = (y * y for y in range(4)); print(next(g), list(g), list(g))
try:
    print([z for z in range(2)], z)
except NameError as e:
    print(type(e).__name__, e)
