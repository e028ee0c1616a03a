print('helper runs', __name__)
VALUE = 5
counter = 0


def double(x):
    return 2 * x


def bump():
    global counter
    counter += 10
    return counter


if __name__ == '__main__':
    print('never')
