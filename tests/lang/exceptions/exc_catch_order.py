# the first matching clause wins; tuples, base classes, bare except, re-raise with a new traceback
def raiser(t):
    raise t("x")


for t in [ValueError, KeyError, IndexError, ZeroDivisionError, TypeError, RuntimeError]:
    try:
        raiser(t)
    except (KeyError, IndexError) as e:
        print(t.__name__, "lookup-tuple", type(e).__name__)
    except LookupError:
        print(t.__name__, "never")
    except ArithmeticError as e:
        print(t.__name__, "arith", isinstance(e, ZeroDivisionError))
    except ValueError:
        print(t.__name__, "value")
    except Exception as e:
        print(t.__name__, "other", e.args)
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(OverflowError, ArithmeticError), issubclass(RecursionError, RuntimeError))
print(issubclass(NotImplementedError, RuntimeError), issubclass(StopIteration, Exception), issubclass(KeyboardInterrupt, Exception))
print(issubclass(GeneratorExit, BaseException), issubclass(GeneratorExit, Exception), issubclass(SystemExit, Exception))
try:
    try:
        raise SystemExit(3)
    except Exception:
        print("not here")
except BaseException as e:
    print(type(e).__name__, e.args, e.code if hasattr(e, "code") else None)
