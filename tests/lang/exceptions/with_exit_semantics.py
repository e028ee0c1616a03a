# __exit__ receives the exception, its truth value suppresses it; __enter__'s value is bound
class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress

    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()

    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        return self.suppress


with CM("a") as x, CM("b") as y:
    print(x, y)
with CM("s", suppress=True):
    raise ValueError("hidden")
print("after suppress")
try:
    with CM("outer"), CM("inner", suppress=False):
        raise KeyError("k")
except KeyError as e:
    print("caught", e)


def f():
    with CM("ret"):
        return "value"


print(f())
for i in range(3):
    with CM(str(i)):
        if i == 1:
            break
