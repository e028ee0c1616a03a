# comprehension variables do not leak; class body names are not visible inside (but the first iterable is)
x = "outer"
print([x for x in "ab"], x)
print({x: 1 for x in "cd"}, x)


class C:
    n = 3
    sq = [i * i for i in range(n)]
    try:
        bad = [n for _ in range(2)]
    except NameError as e:
        err = str(e)


print(C.sq, C.err)


def f():
    y = 5
    return [y + i for i in range(3)], [[y * j for j in range(i)] for i in range(3)]


print(f())
print([(i, j) for i in range(3) for j in range(i)], [i for i in range(10) if i % 2 if i % 3])
print([[i for i in range(2)] for i in range(3)])
funcs = [lambda: i for i in range(3)]
print([fn() for fn in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([fn() for fn in funcs])
print([(yy := k * 2) for k in range(3)], yy)
