# global inside nested functions, names shadowing builtins, a global declared in a function only
count = 0


def bump():
    global count
    count += 1
    return count


def nested():
    def inner():
        global count
        count += 10
    inner()
    return count


print(bump(), bump(), nested(), count)


def make_global():
    global created
    created = "yes"


make_global()
print(created)


def shadow():
    len = lambda x: -1
    return len("abc")


print(shadow(), len("abc"))
max = min
print(max(3, 1, 2))
del max
print(max(3, 1, 2))
