# __init__ in a subclass, super().__init__, instance attributes beside the built-in value
class Stack(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name
        self.pushes = 0

    def push(self, x):
        self.pushes += 1
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack("s", [1, 2])
s.push(3)
print(s, s.name, s.pushes, s.peek(), len(s))
s.extra = "e"
print(s.extra, vars(s) == {"name": "s", "pushes": 1, "extra": "e"}, hasattr(s, "name"))


class Counter(dict):
    def __init__(self, text):
        super().__init__()
        for c in text:
            self[c] = self.get(c, 0) + 1

    def most(self):
        return max(self, key=self.get)


c = Counter("abracadabra")
print(sorted(c.items()), c.most(), c["a"], len(c))


class NoInit(list):
    def __init__(self):
        self.flag = True


n = NoInit()
print(n, n.flag, len(n))


class Named(tuple):
    def __init__(self, items):
        self.size = len(items)


t = Named([1, 2, 3])
print(t, t.size, t[0])


class Cfg(dict):
    def __init__(self, **kw):
        dict.__init__(self, kw)
        list.__len__  # noqa: B018


print(Cfg(a=1, b=2), list.append.__name__)
