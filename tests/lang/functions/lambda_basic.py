square = lambda x: x * x
add = lambda a, b=10: a + b
nothing = lambda: None
print(square(7), add(1), add(1, 2), nothing())
print((lambda *a, **k: (a, k))(1, 2, z=3))
print(min([3, -7, 5], key=lambda v: abs(v)))
print(max(["pear", "fig", "banana"], key=lambda s: len(s)))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5))
print(repr(square)[:17])
