class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("close", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is KeyError


with Resource("a") as r, Resource("b") as s:
    print("using", r.name, s.name)
with Resource("c"):
    raise KeyError("swallowed")
print("after suppression")
try:
    with Resource("d"):
        raise ValueError("passes through")
except ValueError as e:
    print("caught", e)


def use():
    with Resource("e"):
        return "returned"


print(use())
