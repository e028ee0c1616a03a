# C.__bases__: the classes a class statement names, (object,) when it names none.
class A:
    pass


class B(A):
    pass


class C:
    pass


class D(B, C):
    pass


class E(Exception):
    pass


class L(list):
    pass


for cls in (A, B, C, D, E, L):
    print(cls.__name__, [b.__name__ for b in cls.__bases__], type(cls.__bases__).__name__)
print(D.__bases__ == (B, C), A.__bases__ == (object,), E.__bases__[0] is Exception)
print(issubclass(D, D.__bases__[1]), len(D.__bases__))
try:
    print(D().__bases__)
except AttributeError as e:
    print('AttributeError', e)
