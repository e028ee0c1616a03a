# __call__ instances as functions, callbacks and keys; __enter__/__exit__ as a resource manager
class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, x, extra=0):
        return x * self.k + extra


m = Multiplier(3)
print(m(2), m(2, extra=1), list(map(m, [1, 2])), sorted([3, 1, 2], key=Multiplier(-1)), callable(m))


class Resource:
    open_count = 0

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        Resource.open_count += 1
        return self

    def __exit__(self, *exc):
        Resource.open_count -= 1
        print("closing", self.name, exc[0].__name__ if exc[0] else "ok")
        return False


with Resource("a") as r1, Resource("b") as r2:
    print(r1.name, r2.name, Resource.open_count)
print(Resource.open_count)
try:
    with Resource("c"):
        raise OSError("io")
except OSError as e:
    print("propagated", e, Resource.open_count)
