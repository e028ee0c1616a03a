# slice objects: attributes, indices() clamping, equality, use as subscripts
s = slice(1, 10, 2)
print(s.start, s.stop, s.step, s, slice(5), slice(None, 3).start)
print(s.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10), slice(-20, 20).indices(6))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), [0, 1, 2, 3, 4][slice(1, 4)], 'hello'[slice(None, None, -2)])
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    hash(slice(1, 2))
except TypeError as e:
    print(type(e).__name__, e)
