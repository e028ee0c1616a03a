class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


for i in Countdown(3):
    print(i)
print(list(Countdown(4)))
print(max(Countdown(5)), 2 in Countdown(3))


class Range2:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter_helper(self.n)


def iter_helper(n):
    return Countdown(n)


print(list(Range2(2)))
