class Opened:
    def __init__(self):
        self.lines = []
    def write(self, s):
        self.lines.append(s)
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("closing with", len(self.lines), "lines", exc[0])
        return False

class Resource:
    def __enter__(self):
        return 42
    def __exit__(self, t, v, tb):
        pass

with Opened() as f:
    f.write("a")
    f.write("b")
with Resource() as value:
    print(value)
