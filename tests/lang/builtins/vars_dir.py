class Config:
    units = "cm"

    def describe(self):
        return "box"

    def __init__(self):
        self.width = 10
        self.height = 20


c = Config()
v = vars(c)
print(sorted(v.items()))
c.depth = 5
print(sorted(vars(c)))
names = dir(c)
print("width" in names, "units" in names, "depth" in names, "__init__" in names)
print(names == sorted(names))
print("describe" in dir(Config), "width" in dir(Config))


class Base:
    def hello(self):
        pass


class Child(Base):
    kind = "child"


print([n for n in dir(Child()) if not n.startswith("__")])
print(vars(Child) is not None, "kind" in vars(Child), "hello" in vars(Child))
