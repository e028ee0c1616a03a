def check(x):
    print("check", x)
    return x > 1


print(any(check(x) for x in [1, 2, 3]))
print(all([check(0), check(5)]))
print(any(map(check, [0, 3, 4])))
