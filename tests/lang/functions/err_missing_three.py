def f(a, b, c, d=0):
    return a

try:
    f()
except TypeError as e:
    print(e)
f(b=1)
