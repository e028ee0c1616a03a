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


with CM("quiet", True):
    raise ValueError("boom")
print("after suppressed error")
with CM("quiet2", True) as q:
    [][1]
    print("not reached")
print("still here", q.name)
