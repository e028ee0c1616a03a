names = ["ann", "bob"]
ages = [30, 40, 50]
for i, (n, a) in enumerate(zip(names, ages), 1):
    print(i, n, a)
print(dict(zip(names, ages)))
print(list(map(str.upper, names)) if False else [n.upper() for n in names])
print(list(map(lambda a, b: a ** b, [2, 3], [3, 2])))
z = zip("ab", "cd")
print(next(z), list(z))
e = enumerate("xy")
print(next(e), list(e))
