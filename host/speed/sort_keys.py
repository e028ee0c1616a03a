# sorted() of 250 run-time strings, by the strings, by key=len reversed, and of ints by a
# tuple key: the string compare, key functions and reverse= of the sort.
words = [str(i * 7919 % 1009) for i in range(250)]


def bench():
    a = sorted(words)
    b = sorted(words, key=len, reverse=True)
    c = sorted(range(200), key=lambda i: (i % 7, -i))
    return a[0], a[-1], b[0], b[-1], c[:3], c[-1]
