def fact(n):
    r = 1
    i = 2
    while i <= n:
        r = r * i
        i += 1
    return r

for n in range(0, 31, 5):
    print(n, fact(n))
