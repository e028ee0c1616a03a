a = list(range(8))
a[2:4] = ["x", "y", "z"]
print(a)
a[:3] = []
print(a)
a[::2] = [0] * len(a[::2])
print(a)
a[len(a):] = [99, 100]
print(a)
a[1:1] = "ab"
print(a)
del a[::3]
print(a)
del a[-2:]
print(a)
b = [1, 2, 3, 4, 5, 6]
b[::-2] = ["p", "q", "r"]
print(b)
b[:] = (7, 8)
print(b)
