# built-in exception names and their hierarchy as programs test it
names = [ArithmeticError, ZeroDivisionError, OverflowError, LookupError, IndexError, KeyError,
         ValueError, TypeError, AttributeError, NameError, UnboundLocalError,
         RuntimeError, NotImplementedError, RecursionError, StopIteration, OSError,
         AssertionError, ImportError, MemoryError, KeyboardInterrupt, SystemExit, GeneratorExit]
for c in names:
    print(c.__name__, issubclass(c, Exception), issubclass(c, BaseException),
          [b.__name__ for b in (ArithmeticError, LookupError, ValueError, NameError, RuntimeError, ImportError) if issubclass(c, b)])
try:
    [][1]
except LookupError as e:
    print("lookup", type(e).__name__)
try:
    raise UnboundLocalError("u")
except NameError as e:
    print("name", e)
