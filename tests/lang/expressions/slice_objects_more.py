# slice objects: as indices, .indices() clamping, negative steps, equality
s = slice(1, None, 2)
data = list(range(10))
print(data[s], "abcdefgh"[s], tuple(range(5))[s], s.start, s.stop, s.step)
for sl in [slice(None), slice(-3, None), slice(None, None, -1), slice(-1, -10, -3), slice(100, -100, -7), slice(2, 2), slice(5, 1)]:
    print(sl, sl.indices(10), data[sl], sl.indices(0))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 2, None), slice(1) == slice(None, 1))
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(type(e).__name__, e)
