def f(a, b, c):
    return a * 100 + b * 10 + c

nums = [1, 2, 3]
print(f(*nums))
print(f(*(4, 5, 6)))
print(f(7, *[8, 9]))
print(f(*[1], 2, *(3,)))
print(f(*range(3)))

def g(*args):
    return args
print(g(*[]), g(*"ab"), g(0, *[1, 2], 3))
print(max(*[3, 9, 2]))
