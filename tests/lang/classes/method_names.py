class C:
    def m(self):
        pass


def f():
    pass


print(C.m.__name__, C().m.__name__, f.__name__, (lambda: 0).__name__)
