class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return self.suppress


with CM("x") as x, CM("y") as y:
    print("inside", x.name, y.name)

with CM("outer"):
    with CM("inner", True):
        raise RuntimeError("stopped by inner")
    print("between")
