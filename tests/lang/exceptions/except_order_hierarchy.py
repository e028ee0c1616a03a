def catch(exc):
    try:
        raise exc
    except ZeroDivisionError:
        return "ZeroDivisionError"
    except ArithmeticError:
        return "ArithmeticError"
    except LookupError:
        return "LookupError"
    except Exception:
        return "Exception"

print(catch(ZeroDivisionError()))
print(catch(OverflowError()))
print(catch(IndexError()))
print(catch(KeyError("k")))
print(catch(ValueError()))
print(catch(UnboundLocalError()))
try:
    raise UnboundLocalError("u")
except NameError as e:
    print("NameError caught", e)
try:
    raise RecursionError("r")
except RuntimeError as e:
    print("RuntimeError caught", e)
