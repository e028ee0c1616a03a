a, b = 1, 2
a, b = b, a
print(a, b)
t = (10, 20, 30)
x, y, z = t
print(x, y, z)
[p, q] = "hi"
print(p, q)
m, n = range(2)
print(m, n)
k, v = {"key": 1}.popitem() if False else ("key", 1)
print(k, v)
