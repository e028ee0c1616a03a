def read_lines(text):
    for line in text.splitlines():
        yield line


def non_empty(lines):
    return (l for l in lines if l.strip())


def numbers(lines):
    for l in lines:
        try:
            yield int(l)
        except ValueError:
            pass


data = "1\n\n2\nx\n30\n  \n4"
print(sum(numbers(non_empty(read_lines(data)))), list(numbers(read_lines(data))))


def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


def naturals():
    n = 0
    while True:
        yield n
        n += 1


print(list(take(5, (x * x for x in naturals()))))
