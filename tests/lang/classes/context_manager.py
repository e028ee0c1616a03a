class Resource:
    def __init__(self, name):
        self.name = name
        self.open = False

    def __enter__(self):
        print("enter", self.name)
        self.open = True
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        self.open = False
        return exc_type is KeyError


with Resource("a") as r:
    print("inside", r.open)
print(r.open)
with Resource("b"):
    raise KeyError("swallowed")
print("after b")
try:
    with Resource("c"):
        raise ValueError("propagates")
except ValueError as e:
    print("caught", e)
