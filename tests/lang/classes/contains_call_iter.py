class Range2:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __contains__(self, x):
        return self.lo <= x < self.hi

    def __iter__(self):
        return Range2Iter(self.lo, self.hi)

    def __call__(self, scale):
        return [v * scale for v in self]

    def __len__(self):
        return self.hi - self.lo


class Range2Iter:
    def __init__(self, cur, hi):
        self.cur, self.hi = cur, hi

    def __iter__(self):
        return self

    def __next__(self):
        if self.cur >= self.hi:
            raise StopIteration
        self.cur += 1
        return self.cur - 1


r = Range2(2, 5)
print(3 in r, 5 in r, list(r), r(10), len(r), sorted(r, reverse=True), sum(r))
a, b, c = r
print(a, b, c, [x for x in r if x % 2], dict(zip(r, "abc")))
