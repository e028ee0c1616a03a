a = b = c = [0]
a.append(1)
print(a, b, c, a is c)
x, y = 1, 2
x, y = y, x
print(x, y)
i = 0
i, lst = 1, [i, i]
print(i, lst)
n = m = 5
n += 1
print(n, m)
