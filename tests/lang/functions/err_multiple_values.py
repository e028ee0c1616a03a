def f(a, b):
    return a

try:
    f(1, 2, b=3)
except TypeError as e:
    print(e)
f(1, a=2)
