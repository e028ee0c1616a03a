# staticmethod objects are callable (3.10) and have __func__; classmethod's __func__; bound
# methods' __func__ and __self__; C.__dict__ and o.__dict__ (here new dicts: see docs)
class A:
    x = 1
    @staticmethod
    def f(v, w=0):
        return v + w
    @classmethod
    def g(cls):
        return cls.__name__
    def m(self):
        return "m"
sm = A.__dict__["f"]
print(type(sm).__name__, sm(1), sm(1, w=2), sm.__func__(3), callable(sm), sm.__func__ is A.f)
cm = A.__dict__["g"]
print(type(cm).__name__, cm.__func__(A), callable(cm.__func__))
a = A()
bm = a.m
print(bm.__func__ is A.m, bm.__self__ is a, bm.__func__(a))
print(sorted(k for k in A.__dict__ if not k.startswith("__")), A.__dict__["x"])
a.y = 5
a.z = [1]
print(sorted(a.__dict__.items()), vars(a) == a.__dict__)
class B(A):
    pass
print("f" in B.__dict__, "f" in A.__dict__)
s2 = staticmethod(len)
print(s2([1, 2]), s2.__func__ is len)
try:
    staticmethod(len)(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    classmethod(len)()
except TypeError as e:
    print("TypeError", e)
