# := inside generator expressions binds in the scope around them (CPython 3.8+, PEP 572):
# at module level a global, in a function its local (the generator's nonlocal), through
# nested generator expressions, and global where the function declares it so.
print(any((y := i) > 3 for i in range(10)), y)
def f():
    total = 0
    g = (total := total + v for v in [1, 2, 3])
    print(list(g), total)
    def h():
        print(sum((last := w) for w in range(5)), last)
        return [(z := k) for k in 'ab'], z
    print(h())
f()
class K:
    pass
def outer():
    q = 0
    def inner():
        return max((q := x) for x in (5, 2))
    print(inner(), q)
outer()
def gl():
    global G
    print(list((G := x) for x in range(3)), G)
gl()
print(G)
print(list(((yy := x) for x in range(3))), yy)
print([(aa := x, list((bb := aa + t) for t in range(2))) for x in range(2)], aa, bb)
