# property(fget, fset, fdel, doc): the fourth, doc, is accepted positionally (wispy keeps no
# __doc__); five arguments are refused with CPython's count
class C:
    def __init__(self):
        self._v = 1

    def _get(self):
        return self._v

    def _set(self, v):
        self._v = v * 2

    def _del(self):
        print("deleting")
        self._v = 0

    v = property(_get, _set, _del, "the value")
    w = property(_get, None, None, None)


c = C()
print(c.v, c.w)
c.v = 5
print(c.v, c.w)
del c.v
print(c.v)
try:
    c.w = 3
except AttributeError as e:
    print(type(e).__name__)
for args in ((1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 6)):
    try:
        property(*args)
    except TypeError as e:
        print(type(e).__name__, e)
