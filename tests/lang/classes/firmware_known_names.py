# Names the firmware knows ([qstrs] more: methods of built-in types, special methods, module
# members) used as attributes of user objects, made at run time, and as dict keys: the same
# name is the same name whichever way it was written.
class Box:
    def __init__(self, items):
        self.items = list(items)  # an attribute named like dict.items
        self.count = len(items)

    def append(self, x):  # a method named like list.append
        self.items.append(x)
        self.count += 1
        return self

    def __eq__(self, other):
        return isinstance(other, Box) and self.items == other.items

    def __hash__(self):
        return hash(tuple(self.items))

    def __len__(self):
        return self.count

    def __contains__(self, x):
        return x in self.items

    def __add__(self, other):
        return Box(self.items + other.items)


b = Box([1, 2]).append(3)
print(b.items, b.count, len(b), 2 in b, 9 in b)
print(b == Box([1, 2, 3]), b != Box([1]), len({b, Box([1, 2, 3])}))
print((b + Box([4])).items)

# run-time names: getattr/setattr/hasattr with a str made by the program
name = "app" + "end"
getattr(b, name)(4)
print(b.items, getattr(b, "cou" + "nt"), hasattr(b, "__e" + "q__"), hasattr(b, "pop"))
setattr(b, "po" + "p", 7)
print(b.pop, getattr(b, "pop"))
lst = []
getattr(lst, name)(1)
print(lst, getattr("a,b", "sp" + "lit")(","), getattr({1: 2}, "ite" + "ms")())

# the names as dict keys and strings
d = {"append": 1, "items": 2, "__eq__": 3}
d["app" + "end"] += 10
print(sorted(d.items()), "items" in d, ("it" + "ems") in d, "join" == "jo" + "in")
print(vars(b)["items"], sorted(k for k in vars(b)))


def gen():
    yield from (x * x for x in range(3))  # <genexpr> and its .0


print(list(gen()), [len(s) for s in ("count", "items", "keys")])
import math

print(math.sqrt(16), math.floor(2.5), hasattr(math, "cei" + "l"), getattr(math, "pi") > 3)
