pts = [(1, (2, 3)), (4, (5, 6))]
print([a + b + c for a, (b, c) in pts])
print({name: n for n, name in enumerate("xyz")})
print([(i, c) for i, c in enumerate("ab")])
print([h for h, *t in [(1, 2), (3, 4, 5)]])
