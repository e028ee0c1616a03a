# fallbacks: __contains__ through __iter__ or __getitem__, __ne__ from __eq__, reflected comparisons
class It:
    def __iter__(self):
        yield from [1, 2, 3]


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10


print(2 in It(), 5 in It(), 10 in Seq(), 15 in Seq(), list(Seq()), list(It()))


class E:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return self.v == getattr(o, "v", None)

    def __gt__(self, o):
        return self.v > o.v


print(E(1) != E(1), E(1) != E(2), E(2) > E(1), E(1) < E(2), E(1) == None)


class NI:
    def __eq__(self, o):
        return NotImplemented


n = NI()
print(n == n, n == NI(), n != NI(), n == 1)


class Gen:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        for i in range(self.n):
            yield i * i


g = Gen(4)
print(list(g), sum(g), sorted(g, reverse=True), [x for x in g if x], max(g), dict.fromkeys(g))
