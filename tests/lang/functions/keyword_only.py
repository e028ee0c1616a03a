def f(a, *, key, flag=False):
    return a, key, flag

print(f(1, key=2))
print(f(1, flag=True, key=3))

def g(*args, sep="-"):
    out = ""
    i = 0
    for a in args:
        if i:
            out += sep
        out += str(a)
        i += 1
    return out

print(g(1, 2, 3))
print(g(1, 2, 3, sep="+"))
