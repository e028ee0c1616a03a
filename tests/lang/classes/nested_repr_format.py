# __repr__/__str__ that format further objects with %, str.format and f-strings, nested
# 6 to 8 levels (on the board each level past the first runs in the loop of the level that
# deferred it, not in a nested run on the C stack: vm.c "deferred calls"), and 1000 levels
# ending in RecursionError.
class Tree:
    def __init__(self, value, left=None, right=None):
        self.value, self.left, self.right = value, left, right

    def __repr__(self):
        return "Tree(%r, %r, %r)" % (self.value, self.left, self.right)


def tree(d):
    return Tree(d) if d == 0 else Tree(d, tree(d - 1), None if d % 3 == 0 else Tree(-d))


print(tree(7))


class Box:
    def __init__(self, inner):
        self.inner = inner

    def __repr__(self):
        return "Box({!r})".format(self.inner)

    def __str__(self):
        return "<{}>".format(self.inner)


def boxes(d, leaf="x"):
    b = leaf
    for i in range(d):
        b = Box(b)
    return b


print(repr(boxes(8)))
print(str(boxes(8)))
print("%s|%r" % (boxes(6), boxes(6)))


class Group:
    def __init__(self, name, members):
        self.name, self.members = name, members

    def __repr__(self):
        return "Group %s of %s" % (self.name, self.members)

    def __str__(self):
        return "{}: {}".format(self.name, ", ".join([str(m) for m in self.members]))


def groups(d):
    g = Group("g0", [1, "one"])
    for i in range(1, d):
        g = Group("g%d" % i, [g, i, Box(i)])
    return g


print(repr(groups(7)))
print(str(groups(6)))
print([groups(3), groups(2)])
print(repr([tree(4), boxes(6)]), str([boxes(7)]))


class Plain:
    def __init__(self, inner):
        self.inner = inner

    def __repr__(self):
        return "P<" + repr(self.inner) + ">"

    def __str__(self):
        return "S<" + str([self.inner]) + ">"


p = "x"
for i in range(8):
    p = Plain(p)
print(repr(p))
print(str(p))
print(str([Box(Box([Box(1)])), (Box(2),)]))
print(f"{boxes(7)!r:>5} {tree(3)}")
print({"k": boxes(6), 1: [tree(2)]})


class Counted:
    calls = []

    def __init__(self, k, child=None):
        self.k, self.child = k, child

    def __repr__(self):
        Counted.calls.append(self.k)
        return "C%d[%s, %r]" % (self.k, "{!r}".format(self.child), self.child)


c = None
for k in range(6):
    c = Counted(k, c)
print(c)
print(len(Counted.calls), Counted.calls[:12])


class Fails:
    def __init__(self, d):
        self.d = d

    def __repr__(self):
        if self.d == 0:
            raise ValueError("at the bottom")
        return "F(%r)" % (Fails(self.d - 1),)


try:
    print(repr(Fails(7)))
except ValueError as e:
    print("ValueError", e)


class Catches:
    def __init__(self, d):
        self.d = d

    def __repr__(self):
        if self.d == 0:
            raise KeyError("k")
        try:
            return "K(%r)" % (Catches(self.d - 1),)
        except KeyError:
            return "K(caught at %d)" % self.d


print(repr(Catches(8)))


class Deep:  # made on the way down: 1000 levels need no 1000 objects first
    def __init__(self, d):
        self.d = d

    def __repr__(self):
        return "D(%r)" % (Deep(self.d - 1) if self.d else 0,)


def attempt(label, f):
    try:
        print(label, f())
    except RecursionError:
        print(label, "RecursionError")


attempt("deep 30", lambda: len(repr(Deep(30))))
# one runaway only, last: a caught RecursionError's frames stay alive on the board for now
# (at 16 KB a second one would find the heap full: MemoryError)
attempt("deep 1000", lambda: repr(Deep(1000)))
print("after", repr(boxes(4)))
