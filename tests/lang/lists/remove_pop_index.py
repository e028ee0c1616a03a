a = ["x", "y", "z", "y"]
a.remove("y")
print(a, a.pop(), a.pop(0), a)
b = [5, 6, 7, 6]
print(b.index(6), b.index(6, 2), b.index(7, -3, -1), b.count(6), b.count(9))
b.clear()
print(b)
