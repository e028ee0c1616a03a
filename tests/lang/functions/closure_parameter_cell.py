def scale(factor):
    def by(x):
        return x * factor
    factor = factor + 1
    return by

print(scale(2)(10))

def make_pair(a, b):
    def get_a():
        return a
    def set_a(v):
        nonlocal a
        a = v
    def get_sum():
        return a + b
    return get_a, set_a, get_sum

ga, sa, gs = make_pair(1, 2)
print(ga(), gs())
sa(40)
print(ga(), gs())
