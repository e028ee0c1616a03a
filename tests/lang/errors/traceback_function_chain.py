def level3(x):
    return 10 / x


def level2(x):
    return level3(x - 1)


def level1():
    return level2(1)


print("start")
level1()
