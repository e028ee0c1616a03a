# Special methods of built-in types called by name, as the syntax they stand for
from collections import deque
d = {"a": 1}
d.__setitem__("b", 2)
print(d, d.__getitem__("a"), d.__len__(), d.__contains__("b"), d.__contains__("z"))
d.__delitem__("a")
print(d, list(d.__iter__()))
s = {1, 2}
print(s.__contains__(1), s.__len__(), sorted(s.__iter__()))
it = iter([10, 20])
print(it.__next__(), it.__next__(), it.__iter__() is it)
try:
    it.__next__()
except StopIteration:
    print("StopIteration")
def gen():
    yield 1
    return "done"
g = gen()
print(g.__next__())
try:
    g.__next__()
except StopIteration as e:
    print("StopIteration", e.value)
l = [3, 1, 2]
l.__setitem__(0, 9)
l.__delitem__(-1)
print(l, l.__len__(), l.__getitem__(slice(0, 1)), "ab".__len__(), "abc".__getitem__(-1), "b" in "abc", "abc".__contains__("bc"))
print((1).__add__(2), (1).__add__(2.5), (1.5).__add__(1), (2).__mul__(3), (5).__sub__(1), True.__add__(1))
print("ab".__add__("c"), [1].__add__([2]), (1,).__mul__(2), "ab".__mul__(2), b"x".__mul__(3))
print((1).__eq__(1), (1).__eq__(1.0), (1).__eq__("a"), (1.0).__eq__(1), [1].__eq__([1]), [1].__eq__(5), "a".__ne__("b"))
print((1).__lt__(2), (1).__lt__(2.5), (1.5).__lt__(2), "a".__lt__("b"), "a".__lt__(1), (2,).__ge__((1,)), None.__eq__(None))
print((5).__hash__() == hash(5), "x".__hash__() == hash("x"), (1).__repr__(), "a".__repr__(), "a".__str__(), [1].__str__())
print(range(5).__len__(), range(5).__getitem__(2), range(5).__contains__(3), deque([1, 2]).__len__(), b"ab".__getitem__(0))
print(list.__len__([1, 2]), dict.__getitem__({1: "x"}, 1), str.__add__("a", "b"), int.__add__(1, 2), list.__contains__([1], 1))
print(d.keys().__len__(), d.items().__contains__(("b", 2)), enumerate("a").__next__(), map(str, [1]).__next__(), zip().__iter__() is not None)
class Point:
    def __init__(self, x):
        self.x = x
    def __eq__(self, other):
        return self.x.__eq__(other.x)
    def __hash__(self):
        return self.x.__hash__()
print(Point(1) == Point(1), Point(1) == Point(2), len({Point(1), Point(1)}))
for name in ["__len__", "__getitem__", "__setitem__", "__next__", "__iter__", "__add__", "__contains__", "__eq__", "__hash__"]:
    print(name, [hasattr(x, name) for x in [1, 1.5, "s", [], (), {}, set(), iter([]), None, Point(1)]])
for bad in [lambda: [].__len__(1), lambda: (5).__len__(), lambda: [].__getitem__(5),
            lambda: {}.__getitem__(3), lambda: "ab".__contains__(1), lambda: "a".__add__(1), lambda: [].__next__(),
            lambda: iter([]).__next__(1)]:
    try:
        print(bad())
    except (TypeError, IndexError, KeyError, AttributeError) as e:
        print(type(e).__name__, e)
