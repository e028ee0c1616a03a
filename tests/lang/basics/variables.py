x = 3
y = x * 2
x = y + 1
print(x, y)
a = b = 5
print(a, b)
name = "wispy"
print(name, len(name))
