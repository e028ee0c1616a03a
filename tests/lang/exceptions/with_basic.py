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


with CM("a") as c:
    print("body", c.name)
with CM("b"):
    print("no target")
print("done")
