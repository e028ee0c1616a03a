# %-formatting with a mapping (%(key)s), %* and %.*, and str.format fields with index and
# attribute lookups and nested replacement fields in the spec


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.items = [x, y, x + y]

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


class Keys:
    """a mapping that is not a dict: only __getitem__"""

    def __getitem__(self, k):
        print("getitem", k)
        if k == "bad":
            raise KeyError(k)
        return k.upper()


# ---- % with a mapping ----
d = {"name": "Bo", "age": 3, "x": 3.14159, "p": Point(1, 2), "s": "abc"}
show(lambda: "%(name)s is %(age)d" % d)
show(lambda: "%(name)s is %(age)d" % {"name": "Bo", "age": 3})
show(lambda: "[%(x)5.2f] [%(x)-8.3f] [%(age)05d] [%(age)+d] [%(age)x]" % d)
show(lambda: "%(p)s %(p)r %(s).2s %(s)5s|" % d)
show(lambda: "100%% of %(name)s%%" % d)
show(lambda: "%(name)s %(name)s" % d)
show(lambda: "%(a(b))s" % {"a(b)": 1})
show(lambda: "%()s" % {"": "empty"})
show(lambda: "%(k)s %(other)s" % Keys())
show(lambda: "no fields" % {"a": 1})
show(lambda: "%s" % {"a": 1})
show(lambda: "%(name)s" % d if True else 0)
show(lambda: "%(missing)s" % d)
show(lambda: "%(bad)s" % Keys())
show(lambda: "%(a)s" % 5)
show(lambda: "%(a)s" % (1, 2))
show(lambda: "%(a)s" % "text")
show(lambda: "%(a)s" % [1])
show(lambda: "%(name" % d)
show(lambda: "%(name)" % d)
show(lambda: "%(age)z" % d)
show(lambda: "%(name)d" % d)
show(lambda: "%(age)s %s" % d)
show(lambda: "%s %s" % {"a": 1})

# ---- %* and %.* ----
show(lambda: "%*d|%.*f" % (5, 1, 2, 3.14159))
show(lambda: "%-*d|" % (5, 42))
show(lambda: "%*d|" % (-5, 42))
show(lambda: "%*.*f|" % (9, 3, 2.5))
show(lambda: "%.*s|" % (2, "abcdef"))
show(lambda: "%.*f|" % (-3, 2.5))
show(lambda: "%.f|%.e" % (2.5, 3.25))
show(lambda: "%*d" % ("5", 1))
show(lambda: "%.*f" % (2.0, 1.5))
show(lambda: "%*d" % (5,))
show(lambda: "%(x)*d" % {"x": 3})

# ---- str.format: index and attribute lookups ----
p = Point(3, 4)
show(lambda: "{0[1]} {0[0]}".format((3, 4)))
show(lambda: "x={0[0]} y={0[1]}".format([7, 8]))
show(lambda: "{p[x]} {p[y]}".format(p={"x": 1, "y": 2}))
show(lambda: "{0[1]} {0[key]}".format({1: "one", "key": "k"}))
show(lambda: "{0.real} {0.imag}".format(5))
show(lambda: "{c.x},{c.y}".format(c=p))
show(lambda: "{0.items[2]} {0.items[0]:>4}".format(p))
show(lambda: "{[1]} {.x} {}".format("abc", p, 9))
show(lambda: "{0[0][1]} {0[1].x!r:>5}".format(([1, 2], p)))
show(lambda: "{0.__class__.__name__}".format(p))
show(lambda: "{0[-1]}".format({"-1": "minus"}))
show(lambda: "{0[2]}".format([1]))
show(lambda: "{0[x]}".format([1]))
show(lambda: "{0.nope}".format(p))
show(lambda: "{0[x]}".format({}))
show(lambda: "{0.}".format(p))
show(lambda: "{0[]}".format(p))
show(lambda: "{0[0]x}".format([1]))
show(lambda: "{0[0".format([1]))
show(lambda: "{0a}".format(1))
show(lambda: "{0a}".format(**{"0a": "key"}))
show(lambda: "{0{}".format(1))
show(lambda: "{".format(1))
show(lambda: "x{".format(1))
show(lambda: "{0!x}".format(1))
show(lambda: "{0!rx}".format(1))
show(lambda: "{0!".format(1))
show(lambda: "{0:".format(1))
show(lambda: "{!r:>8}|{!s:<4}|".format("a", "b"))

# ---- nested replacement fields in the spec ----
show(lambda: "{:{}}|".format("w", 4))
show(lambda: "{:{}}|{}".format("w", 4, "next"))
show(lambda: "{:{w}.{p}f}|".format(3.14159, w=8, p=2))
show(lambda: "{0:>{1}}|".format("r", 6))
show(lambda: "{:{}{}}|".format("c", "^", 7))
show(lambda: "{:*^{}}|".format("mid", 9))
show(lambda: "{:{}.{}}|{}".format(2.71828, 10, 3, "end"))
show(lambda: "{0:{1}} {0:{2}}|".format(5, 3, 6))
show(lambda: "{x:{fill}>{w}}|".format(x=1, fill="-", w=5))
show(lambda: "{0[1]:{1}}|".format("ab", 3))
show(lambda: "{!r:{}}|".format("q", 6))
show(lambda: "{:{:{}}}".format(1, 2, 3))
show(lambda: "{:{}}".format(1))
show(lambda: "{0:{}}".format(1, 2))
show(lambda: "{:{0}}".format(1, 2))
show(lambda: "{:{w}}|".format(1))
show(lambda: "%c|%c|%i" % (65, "z", 7.9))
show(lambda: "%c" % 1.5)
show(lambda: "%i" % "x")
show(lambda: "%5%" % ())
show(lambda: "%(a)%" % {"a": 1})
show(lambda: "%-(a)s" % {"a": 1})
show(lambda: "{0[10]} {0[01]}".format(list(range(12))))
show(lambda: "%*s|%.*s|" % (True, "a", False, "b"))
show(lambda: "%s and %(a)s" % {"a": 1})
show(lambda: "%(a)s%(b)s%%%(a)05.1f" % {"a": 2.25, "b": "-"})
show(lambda: "{0:{1}{2}{3}}|".format(7, "0", 5, "x"))


class Plain:
    pass


show(lambda: "x" % Plain())
show(lambda: "%(a)s" % Plain())
show(lambda: "%s" % [1, 2])
show(lambda: "x" % [1])


# nested __repr__ through the new fields: deep nesting is run by deferred calls (the
# formatting runs again from its start; each __repr__ still once, in CPython's order)
class Node:
    def __init__(self, child, how):
        self.child = child
        self.how = how

    def __repr__(self):
        print("repr", self.how, end="; ")
        if self.how == 0:
            return "N(%(c)r)" % {"c": self.child}
        if self.how == 1:
            return "N({0.child!r:>{1}})".format(self, 2)
        return "N({n.child!r})".format(n=self)


for how in range(3):
    tree = None
    for i in range(30 if how < 2 else 2):  # (keyword arguments: not deferred, docs/language.md)
        tree = Node(tree, how)
    text = repr(tree)
    print()
    print(len(text), text[:40])
