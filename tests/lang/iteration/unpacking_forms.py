# unpacking in assignments, for targets, nested and starred, from any iterable
a, b = "xy"
(c, d), e = [1, 2], 3
f, *g = range(4)
*h, i = (1,)
j, *k, l = "abcde"
m, = [9]
[n, o] = {5: "a", 6: "b"}
print(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o)
for x, (y, *z) in [(1, (2, 3, 4)), (5, (6,))]:
    print(x, y, z)
p = q = [1, 2]
p, q = q, p
print(p is q)
r = [1, 2, 3]
r[0], r[2] = r[2], r[0]
print(r)
s = {}
s["a"], s["b"] = 1, 2
print(s)
first, *_, last = (x * x for x in range(6))
print(first, last, _)
for bad in ["ab", "abcd", 5, []]:
    try:
        u, v, w = bad
    except (ValueError, TypeError) as ex:
        print(type(ex).__name__, ex)
try:
    u, *v, w = "a"
except ValueError as ex:
    print(type(ex).__name__, ex)
