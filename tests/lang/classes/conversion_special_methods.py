# int(), float(), bytes(), round(), divmod(), math.floor/ceil/trunc and math's functions of
# instances: __int__ (then __index__), __float__, __bytes__, __round__, __divmod__ and
# __rdivmod__, __floor__, __ceil__, __trunc__; results of the wrong type; f.__globals__
import math
class N:
    def __int__(self): return 9
    def __float__(self): return 1.5
    def __bytes__(self): return b"by"
    def __round__(self, nd=None): return ("round", nd)
    def __divmod__(self, o): return ("dm", o)
    def __rdivmod__(self, o): return ("rdm", o)
    def __floor__(self): return "floor"
    def __ceil__(self): return "ceil"
    def __trunc__(self): return "trunc"
class I:
    def __index__(self): return 4
class Bad:
    def __int__(self): return "x"
    def __float__(self): return 2
    def __bytes__(self): return bytearray(b"b")
class NotImpl:
    def __divmod__(self, o): return NotImplemented
n = N()
print(int(n), float(n), bytes(n), round(n), round(n, 2), round(n, None))
print(divmod(n, 2), divmod(2, n), math.floor(n), math.ceil(n), math.trunc(n))
print(math.sqrt(n), math.floor(1.5), math.ceil(-1.5), math.trunc(-2.7), math.floor(True))
print(int(I()), float(I()), math.sqrt(I()))
for f in (lambda: int(Bad()), lambda: float(Bad()), lambda: bytes(Bad()), lambda: divmod(NotImpl(), 1),
          lambda: divmod(n, n)[0], lambda: round(object()), lambda: int(object()), lambda: float(object()),
          lambda: math.floor("x"), lambda: math.sqrt(object()), lambda: int(n, 10), lambda: bytearray(n)):
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
def f():
    pass
g = lambda: 0
print(f.__globals__ is globals(), g.__globals__["f"] is f, "N" in f.__globals__)
