# slice assignment and deletion with steps, negative steps, and of other lengths
a = list(range(10))
a[::2] = "abcde"
print(a)
a = list(range(10))
a[::-3] = [0, 0, 0, 0]
print(a)
a = list(range(10))
del a[1::3]
print(a)
a = list(range(10))
del a[::-2]
print(a)
a = list(range(5))
a[1:3] = []
print(a)
a[1:1] = [9, 9, 9]
print(a)
a[-1:] = range(3)
print(a)
a[:] = a[::-1]
print(a)
a[10:20] = [7]
print(a)
a[5:2] = [8]
print(a)
for sl, val in [(slice(None, None, 2), [1]), (slice(None, None, -1), []), (slice(0, 4, 0), [])]:
    b = list(range(6))
    try:
        b[sl] = val
    except ValueError as e:
        print(type(e).__name__, e)
