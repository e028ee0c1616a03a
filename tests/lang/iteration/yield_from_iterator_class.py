# `yield from` an iterator class: the value of the StopIteration its __next__ raises
class Count:
    def __init__(self, n, ret):
        self.i, self.n, self.ret = 0, n, ret
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > self.n:
            if self.ret is None:
                raise StopIteration
            raise StopIteration(self.ret)
        return self.i
def outer(n, ret):
    r = yield from Count(n, ret)
    print("returned", r)
    r2 = yield from [7]
    print("list returned", r2)
print(list(outer(3, 99)))
print(list(outer(2, None)))
print(list(outer(0, "x")))
def nested():
    r = yield from outer(1, (1, 2))
    print("outer returned", r)
print(list(nested()))
