# generator methods and __iter__ as a generator; infinite generators consumed partly
class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1

    def evens(self):
        return (i for i in self if i % 2 == 0)


c = Countdown(5)
print(list(c), list(c), list(c.evens()), sum(c), 3 in c)


def naturals():
    n = 0
    while True:
        yield n
        n += 1


def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out


print(take(5, naturals()), take(3, (x * x for x in naturals() if x % 3 == 0)))
it = naturals()
print([next(it) for _ in range(3)], next(it))
pairs = zip(naturals(), "abc")
print(list(pairs))
