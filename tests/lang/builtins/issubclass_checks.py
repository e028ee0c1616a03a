class A:
    pass


class B(A):
    pass


class C(B):
    pass


class D:
    pass


print(issubclass(C, A), issubclass(B, C), issubclass(A, A), issubclass(D, A))
print(issubclass(C, (D, B)), issubclass(A, object))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, object))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, LookupError))
print(issubclass(IndexError, Exception), issubclass(StopIteration, Exception))
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException))
print(issubclass(NotImplementedError, RuntimeError), issubclass(UnboundLocalError, NameError))
