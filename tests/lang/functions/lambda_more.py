# lambdas: defaults, keyword-only, varargs, immediately called, closures, in sorted and map
add = lambda a, b=10, *rest, k=0, **kw: a + b + sum(rest) + k + len(kw)
print(add(1), add(1, 2), add(1, 2, 3, 4), add(1, k=5, z=0), (lambda: "now")(), (lambda *a: a)(1, 2))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5), list(map(lambda p: p[0] * p[1], [(1, 2), (3, 4)])))
print(sorted(["bb", "a", "ccc"], key=lambda s: (-len(s), s)), (lambda x: (lambda y: x + y))(1)(2))
print((lambda: None).__name__, callable(lambda: 0))
