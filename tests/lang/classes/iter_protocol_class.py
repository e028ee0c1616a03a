class Fib:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        self.a, self.b, self.i = 0, 1, 0
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        r = self.a
        self.a, self.b = self.b, self.a + self.b
        return r


print(list(Fib(10)))
print([x * 2 for x in Fib(5)], sum(Fib(7)), sorted(Fib(6), reverse=True))
a, b, c = Fib(3)
print(a, b, c)
for i, f in enumerate(Fib(3)):
    print(i, f)
print(list(zip(Fib(3), "abc")))
