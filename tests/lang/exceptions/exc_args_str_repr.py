# args, str() and repr() of exceptions with zero, one and several arguments
for e in [Exception(), Exception("m"), Exception("a", 2), Exception(None), ValueError(""), KeyError("k"),
          KeyError(), KeyError(1, 2), IndexError(3), StopIteration(5), RuntimeError([1])]:
    print(type(e).__name__, e.args, repr(str(e)), repr(e))


class E(Exception):
    pass


class F(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


print(repr(E("x", 1)), str(E("x")), E().args)
f = F(404, "missing")
print(f.args, str(f), repr(f), f.code)
