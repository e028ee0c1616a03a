# conditional expressions and short circuits decide which calls run
calls = []


def f(tag, value):
    calls.append(tag)
    return value


r1 = f("a", 0) and f("b", 1)
r2 = f("c", 1) or f("d", 1)
r3 = f("e", 1) if f("cond", False) else f("g", 2)
r4 = [f("h", x) for x in range(3) if x and f("i", x % 2)]
print(r1, r2, r3, r4, calls)
calls.clear()
print(all(f(n, n < 2) for n in range(5)), any(f(n, n > 1) for n in range(5)), calls)
calls.clear()
v = f("x", None) or f("y", []) or f("z", "last")
w = f("p", 1) and f("q", 2) and f("r", 0) and f("s", 3)
print(v, w, calls)
