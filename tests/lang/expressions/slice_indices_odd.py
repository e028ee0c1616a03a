# slice objects: attributes, indices() with odd steps and lengths, errors
for s in [slice(None), slice(2), slice(1, 5), slice(-3, None), slice(None, None, -1),
          slice(10, -10, -2), slice(-100, 100, 3), slice(5, 1), slice(0, 0, 7)]:
    for n in (0, 1, 4, 9):
        print(s.start, s.stop, s.step, n, s.indices(n))
for bad in [slice(0, 5, 0)]:
    try:
        bad.indices(3)
    except Exception as e:
        print(type(e).__name__, e)
try:
    slice(1, 2).indices(-1)
except Exception as e:
    print(type(e).__name__, e)
print(list(range(10))[slice(1, 8, 3)], "abcdef"[slice(None, None, -2)])
