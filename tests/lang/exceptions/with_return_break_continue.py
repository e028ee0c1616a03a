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


def f():
    with CM("ret"):
        return "value"

print(f())
for i in range(4):
    with CM("loop" + str(i)):
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
print("after loop")

def g():
    try:
        with CM("inner"):
            return 1 // 0
    except ZeroDivisionError:
        return "handled outside"
print(g())
