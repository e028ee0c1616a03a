# __context__, __cause__ and __suppress_context__ for raise, raise from, raise from None
def show(e):
    print(type(e).__name__, e, type(e.__context__).__name__, type(e.__cause__).__name__, e.__suppress_context__)


try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("v")
except ValueError as e:
    show(e)
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("v") from z
except ValueError as e:
    show(e)
    print(e.__cause__ is e.__context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("v") from None
except ValueError as e:
    show(e)
try:
    raise ValueError("plain")
except ValueError as e:
    show(e)
try:
    raise TypeError("t") from ValueError("c")
except TypeError as e:
    show(e)
    print(e.__context__)
try:
    raise TypeError from 5
except TypeError as e:
    print(type(e).__name__, e)
