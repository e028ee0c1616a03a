tests = [ZeroDivisionError, OverflowError, KeyError, IndexError, UnboundLocalError, NotImplementedError, RecursionError, StopIteration]
for exc in tests:
    try:
        raise exc("x")
    except ArithmeticError:
        print(exc.__name__, "is ArithmeticError")
    except LookupError:
        print(exc.__name__, "is LookupError")
    except NameError:
        print(exc.__name__, "is NameError")
    except RuntimeError:
        print(exc.__name__, "is RuntimeError")
    except Exception:
        print(exc.__name__, "is Exception")
