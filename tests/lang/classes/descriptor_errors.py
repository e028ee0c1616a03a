# descriptors whose methods raise or are missing: the errors reach the program as CPython's
class ReadOnly:
    def __get__(self, obj, cls):
        if obj is None:
            raise AttributeError("class access refused")
        return 42
class Boom:
    def __get__(self, obj, cls):
        raise ValueError("boom")
    def __set__(self, obj, v):
        raise KeyError(v)
class OnlyDelete:
    def __delete__(self, obj):
        print("deleting")
class C:
    r = ReadOnly()
    b = Boom()
    d = OnlyDelete()
c = C()
print(c.r)
for f in (lambda: C.r, lambda: c.b, lambda: setattr(c, "b", 5), lambda: hasattr(c, "b"), lambda: getattr(C, "r", "dflt")):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
del c.d
c.r = 1  # a non-data descriptor: the instance's attribute is stored and read first
print(c.r, C().r)
class Counter:
    calls = 0
    def __get__(self, obj, cls):
        Counter.calls += 1
        return Counter.calls
class H:
    n = Counter()
h = H()
print(h.n, h.n, H.n, [h.n for _ in range(3)])
