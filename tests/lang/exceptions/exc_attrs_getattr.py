# the attributes of exceptions read with getattr/hasattr as with a dot
e = ValueError("m", 2)
print(getattr(e, "args"), hasattr(e, "args"), hasattr(e, "nope"), getattr(e, "nope", "dflt"))
print(getattr(e, "__cause__"), getattr(e, "__context__"), getattr(e, "__suppress_context__"))
s = StopIteration(7)
print(s.value, getattr(s, "value"), hasattr(s, "value"), hasattr(e, "value"), StopIteration().value)
x = SystemExit(4)
print(x.code, getattr(x, "code"), hasattr(x, "code"), hasattr(e, "code"))
o = OSError(2, "no such")
print(o.errno, o.strerror, getattr(o, "errno"), hasattr(o, "strerror"))


class MyError(Exception):
    kind = "mine"

    def __init__(self, detail):
        super().__init__("failed: " + detail)
        self.detail = detail


m = MyError("disk")
print(m.args, getattr(m, "args"), m.detail, getattr(m, "detail"), getattr(m, "kind"), hasattr(m, "args"))
print([a for a in ["args", "detail", "kind", "zzz"] if hasattr(m, a)])
try:
    e.nope
except AttributeError as err:
    print(type(err).__name__, err)
