def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw

print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, d=9))
print(f(1, c=3, z=26, y=25))
print(f(c=0, a=-1))
