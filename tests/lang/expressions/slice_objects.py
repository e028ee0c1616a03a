# slice objects: start, stop, step, indices(), equality and ordering as tuples, unhashable
s = slice(1, 10, 2)
print(s.start, s.stop, s.step, slice(5).start, slice(5).stop, slice(5).step, slice(None, -1).stop)
print(s.indices(5), s.indices(20), slice(None).indices(3), slice(None, None, -1).indices(5), slice(-3, None).indices(10))
print(slice(-100, 100, 3).indices(7), slice(10, 0, -2).indices(6), slice(2, 2).indices(0), slice(None, None, -3).indices(0))
for n in range(6):
    for sl in [slice(None, None, -1), slice(-2, None), slice(1, -1, 2), slice(4, 0, -1), slice(-10, 10)]:
        r = range(*sl.indices(n))
        assert list(r) == list(range(n))[sl], (n, sl)
print(s == slice(1, 10, 2), s != slice(1, 10), s == (1, 10, 2), slice(1, 2) < slice(1, 3), slice(0) <= slice(0), slice(2) > slice(1))
print(s.start is slice(1, 10).start, [1, 2, 3, 4][slice(1, 3)], "hello"[slice(None, None, 2)])
x = [0, 1, 2, 3, 4, 5]
x[slice(1, 3)] = ["a"]
print(x, x[s], x[slice(-2, None)])
for f in [lambda: hash(s), lambda: {s: 1}, lambda: slice(1, 2) < 3, lambda: s.indices(-1), lambda: s.indices(1.5),
          lambda: s.indices(), lambda: slice(1, 2, 0).indices(5), lambda: s.foo, lambda: slice("a").indices(3)]:
    try:
        print(f())
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
