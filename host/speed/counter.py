# Counter.add(i) 2,000 times (issue 14): a method call, an attribute read and write.
class Counter:
    def __init__(self):
        self.total = 0

    def add(self, n):
        self.total += n
        return self


def bench():
    c = Counter()
    for i in range(2000):
        c.add(i)
    return c.total
