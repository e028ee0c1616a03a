# property() with a setter and deleter, static and class methods through the class and an instance
class C:
    def _get(self): return self._v * 2
    def _set(self, v): self._v = v
    def _del(self): print("deleted"); del self._v
    v = property(_get, _set, _del)
    ro = property(lambda self: "ro")
    @staticmethod
    def s(a, b=1): return a + b
    @classmethod
    def c(cls, x): return cls.__name__, x
c = C(); c.v = 4; print(c.v, c.ro)
del c.v
try:
    c.ro = 1
except AttributeError as e:
    print(type(e).__name__)
print(C.s(1), c.s(2, 3), C.c(5), c.c(6))
