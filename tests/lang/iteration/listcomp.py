print([i * i for i in range(6)])
print([c.upper() for c in "abc"])
print([i for i in range(20) if i % 3 == 0 if i % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[j for j in range(i)] for i in range(4)])
words = ["apple", "bob", "kiwi"]
print([w for w in words if len(w) > 3])
i = 100
print([i for i in range(3)], i)
def f(n):
    k = 2
    return [x * k for x in range(n)]
print(f(4))
print([x for x in []])
