def f(x):
    print("f", x)
    return x

print(1 < 2 < 3, 3 > 2 > 2, 1 < 3 > 2, 1 == 1 == 1)
print(f(1) < f(2) < f(3))
print(f(3) < f(2) < f(1))
x = 5
print(0 <= x < 10, 0 <= x < 5)
