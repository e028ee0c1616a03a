def double(x):
    return x * 2

def square(x):
    return x * x

def apply(f, v):
    return f(v)

for g in (double, square):
    print(apply(g, 7))
print(apply(apply, double) if False else apply(double, 21))
