class Base:
    kind = "base"

    def __init__(self):
        self.value = 1

    def describe(self):
        return f"{self.kind}:{self.value}:{self.extra()}"

    def extra(self):
        return "none"


class Child(Base):
    kind = "child"

    def __init__(self):
        super().__init__()
        self.value += 10
        self.more = [1, 2]

    def extra(self):
        return "more=" + str(len(self.more))


class GrandChild(Child):
    pass


for obj in (Base(), Child(), GrandChild()):
    print(type(obj).__name__, obj.describe())
g = GrandChild()
g.more.append(3)
g.new_attr = "dyn"
print(g.describe(), g.new_attr, hasattr(Child(), "new_attr"))
