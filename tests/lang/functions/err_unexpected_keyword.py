def f(a, b=1):
    return a

print(f(1, b=2))
f(1, z=3)
