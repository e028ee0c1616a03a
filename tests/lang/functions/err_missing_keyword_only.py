def f(a, *, b, c):
    return a

try:
    f(1, c=2)
except TypeError as e:
    print(e)
try:
    f(1, 2, b=3)
except TypeError as e:
    print(e)
f(1)
