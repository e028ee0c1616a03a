def f():
    pass


class C:
    def m(self):
        pass


class Callme:
    def __call__(self, x):
        return x * 2


print(callable(f), callable(lambda: 1), callable(print), callable(len))
print(callable(C), callable(C()), callable(C().m))
print(callable(Callme()), Callme()(21))
print(callable(1), callable("s"), callable(None), callable([f]))
print(callable(int), callable(str.upper))
