x = "outer"
squares = [x * x for x in range(4)]
print(x, squares)


def f():
    y = 10
    return [y + i for i in range(3)], [[y * j for j in range(i)] for i in range(3)]


print(f())
data = [[1, 2], [3], []]
print([v for row in data for v in row], [len(r) for r in data if r])
print({k: [i for i in range(k)] for k in range(3)})
