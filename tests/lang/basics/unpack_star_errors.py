# starred unpacking in assignments and loops, and the errors of bad counts
a, *b = [1, 2, 3]; print(a, b)
*a, b = "xyz"; print(a, b)
a, *b, c = range(5); print(a, b, c)
a, *b, c = (1, 2); print(a, b, c)
[x, [y, *z]] = [1, (2, 3, 4)]; print(x, y, z)
for p, *q in [(1, 2, 3), (4,)]:
    print(p, q)
def bad(n, f):
    try:
        f(n)
    except Exception as e:
        print(type(e).__name__, e)
def u2(v): a, b = v; print(a, b)
def u3(v): a, *b, c, d = v; print(a, b, c, d)
for v in [(1,), (1, 2, 3), [], "ab", "abcde"]:
    bad(v, u2)
    bad(v, u3)
bad(5, u2)
