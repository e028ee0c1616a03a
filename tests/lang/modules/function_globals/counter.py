x = "counter's x"
count = 0


def bump():
    global count
    count += 1
    return count


def total():
    return count * 10


def show():
    return x
