def f(a):
    return a
print(f(a=1))
try:
    f(b=1)
except TypeError as e:
    print(e)
f(1, 2)
