def check(n):
    assert n > 0, "n must be positive, got " + str(n)
    return n

print(check(3))
check(-1)
