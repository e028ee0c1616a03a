# __bases__ of built-in types: object's is (), bool's (int,), an exception's its CPython base
for t in (object, int, bool, str, list, dict, tuple, set, frozenset, bytes, bytearray, float, type, range,
          BaseException, Exception, ZeroDivisionError, KeyError, FileNotFoundError, BrokenPipeError,
          UnicodeDecodeError, UserWarning, SystemExit, StopIteration, memoryview, slice):
    print(t.__name__, [b.__name__ for b in t.__bases__])
class A(ValueError): pass
print(A.__bases__, [c.__name__ for c in A.__bases__[0].__bases__])
