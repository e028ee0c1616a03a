people = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}, {"name": "cy", "age": 31}]
print([p["name"] for p in sorted(people, key=lambda p: (-p["age"], p["name"]))])
square = lambda x: x * x
print(square(7), (lambda *a, **k: (a, sorted(k)))(1, z=2), list(map(lambda s: s[::-1], ["ab", "cd"])))
compose = lambda f, g: lambda x: f(g(x))
print(compose(square, lambda x: x + 1)(3))
