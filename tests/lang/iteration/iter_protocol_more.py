# iter() and next() on user iterators, iterators are their own iter, StopIteration ends for loops
class CountTo:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


c = CountTo(3)
print(iter(c) is c, list(c), list(c), next(CountTo(1)), next(iter(CountTo(0)), "empty"))
print(sum(CountTo(4)), sorted(CountTo(3), reverse=True), dict(zip(CountTo(2), "ab")), max(CountTo(5)))
a, b, c2 = CountTo(3)
print(a, b, c2)


try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
it = iter([1, 2])
print(next(it), next(it), next(it, None))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, e.args)
