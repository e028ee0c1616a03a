# Big ints: factorial, Fibonacci past 2**100, powers, mod, // and conversion to text.
def bench():
    f = 1
    for i in range(1, 40):
        f *= i
    a, b = 0, 1
    for i in range(150):
        a, b = b, a + b
    p = 3**80
    return f % 1000003, a // 10**20, p % 97, (p * 7 + 1) // 13 % 1000, str(f)[:12]
