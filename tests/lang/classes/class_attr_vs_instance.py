# class attributes shared until an instance assigns its own; mutation of a shared list
class C:
    count = 0
    items = []

    def __init__(self, name):
        self.name = name
        C.count += 1

    def add(self, x):
        self.items.append(x)


a, b = C("a"), C("b")
a.add(1)
b.add(2)
print(C.count, a.count, b.items, a.items is C.items)
a.count = 100
print(a.count, b.count, C.count)
del a.count
print(a.count)
C.count = 7
print(a.count, b.count)
a.items = ["own"]
print(a.items, b.items, C.items)
print(hasattr(a, "name"), hasattr(C, "name"), getattr(C, "count"), "count" in vars(a))
try:
    del a.count
except AttributeError as e:
    print(type(e).__name__, e)
