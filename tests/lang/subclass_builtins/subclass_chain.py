# A subclass of a subclass, methods overridden at several levels, super() chains
class Base(list):
    def add(self, x):
        self.append(x)
        return self

    def describe(self):
        return "Base of %d" % len(self)


class Middle(Base):
    def add(self, x):
        return super().add(x * 2)

    def describe(self):
        return "Middle/" + super().describe()


class Top(Middle):
    def __init__(self, *items):
        super().__init__(items)
        self.label = "top"

    def describe(self):
        return self.label + "/" + super().describe()


t = Top(1, 2)
t.add(5).add(6)
print(t, t.describe(), len(t), isinstance(t, Base), isinstance(t, list), type(t).__name__)
print([type(x).__name__ for x in (Base(), Middle(), Top())], Middle([9]))


class OrderedSet(dict):
    def __init__(self, items=()):
        super().__init__()
        for i in items:
            self[i] = None

    def add(self, x):
        self[x] = None

    def __repr__(self):
        return "OrderedSet(%r)" % list(self)


o = OrderedSet("hello")
o.add("!")
print(o, len(o), "h" in o, list(o))
