print([x * y for x in range(1, 4) for y in range(1, 4) if x != y])
print([[c for c in row] for row in ["ab", "cd"]])
print({x: x ** 2 for x in range(5) if x % 2 == 0})
print(sorted({c.lower() for c in "Hello World" if c.isalpha()}))
print([(i, j) for i in range(3) for j in range(i)])
print(sum(x for x in range(10) if x % 3 == 0), any(c.isdigit() for c in "ab3"))
x = "outer"
print([x for x in "in"], x)
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([n for n in range(2, 30) if all(n % d for d in range(2, n))])
