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


try:
    with CM("c"):
        1 // 0
except ZeroDivisionError as e:
    print("propagated:", e)

with CM("d"):
    raise KeyError("uncaught")
