# staticmethod objects are callable (CPython 3.10+); staticmethod/classmethod's __func__
def f(x):
    return x * 2
s = staticmethod(f)
print(s(3), s(x=4), callable(s))
print(s.__func__ is f)
c = classmethod(f)
print(c.__func__ is f, callable(c))
class A:
    @staticmethod
    def g(y):
        return y + 1
    h = staticmethod(f)
    def k(self):
        return self.h(5)
    @classmethod
    def m(cls):
        return cls.__name__
print(A.g(1), A().g(2), A().k())
print(vars(A)['g'](7))
print(vars(A)['g'].__func__(8))
print(vars(A)['m'].__func__(A))
args = [10]
print(s(*args), s(**{'x': 11}))
try:
    c(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    s(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.__wrapped
except AttributeError as e:
    print(type(e).__name__)
