a = [1, 2]
print(a + [3], a * 2, [0] * 3, [] * 5, a == [1, 2], a < [1, 3], [1, 2, 3] > [1, 2])
b = a
b += [9]
print(a, b is a)
c = a * 1
print(c == a, c is a)
print(list(range(3)), list("hi"), list((1, 2)), list({"k": 1}), list())
nested = [[1, 2], [3]]
flat = [x for sub in nested for x in sub]
print(flat, sum(nested, []), len(nested))
