# chained assignment shares one object; swaps and rotations; assignment order of targets
a = b = []
a.append(1)
print(a, b, a is b)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
i = 0
lst = [10, 20, 30]
i, lst[i] = 1, 99
print(i, lst)
d = {}
k = d["k"] = "v"
print(k, d)
p = q = r = 5
q += 1
print(p, q, r)
m = [0, 0, 0]
m[0] = m[1] = m[2] = "s"
print(m)
(a1, b1), c1 = (x * 2 for x in range(2)), "c"
print(a1, b1, c1)
