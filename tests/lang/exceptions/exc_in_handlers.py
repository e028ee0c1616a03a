# exceptions raised inside except, else and finally; the handled one after handling
import sys


def info():
    e = sys.exc_info()[1] if hasattr(sys, "exc_info") else None
    return type(e).__name__


try:
    try:
        raise KeyError("a")
    except KeyError:
        raise IndexError("b")
except IndexError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
try:
    try:
        pass
    except Exception:
        pass
    else:
        raise ValueError("from else")
    finally:
        print("finally runs")
except ValueError as e:
    print(e, e.__context__)
try:
    try:
        raise ValueError("first")
    finally:
        raise TypeError("second")
except TypeError as e:
    print(e, repr(e.__context__))
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
