# __class__ named in a method (the cell super() uses): the defining class, also in a
# comprehension, a static method and a class method
class A:
    def m(self): return __class__
    def n(self):
        return [__class__.__name__ for _ in range(1)]
    @staticmethod
    def s(): return __class__
    @classmethod
    def c(cls): return __class__ is cls
class B(A): pass
print(A().m(), B().m(), A().n(), A.s(), B.c(), A.c())
