# property() with keyword arguments, and a property's fget, fset, fdel
class C:
    def __init__(self):
        self._x = 0
    def gx(self):
        return self._x
    def sx(self, v):
        self._x = v
    def dx(self):
        print('del')
    x = property(fget=gx, fset=sx, fdel=dx, doc='the x')
    y = property(gx, doc='y')
    z = property(fset=sx)
    w = property(gx, fdel=dx)
c = C()
c.x = 5
print(c.x, c.y, c.w)
del c.x
del c.w
print(C.x.fget is C.gx, C.x.fset is C.sx, C.x.fdel is C.dx, C.y.fset, C.y.fdel, C.z.fget)
print(C.w.fget is C.gx, C.w.fset, C.w.fdel is C.dx)
p = C.y.setter(C.sx)
print(p.fget is C.gx, p.fset is C.sx)
c.z = 3
print(c._x)
try:
    c.z
except AttributeError as e:
    print(type(e).__name__)
for bad in (lambda: property(fgot=1), lambda: property(1, 2, 3, 4, 5), lambda: property(1, 2, 3, doc=4, fget=5)):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
