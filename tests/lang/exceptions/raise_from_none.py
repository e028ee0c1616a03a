try:
    try:
        {}["k"]
    except KeyError:
        raise ValueError("clean") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

try:
    1 // 0
except ZeroDivisionError:
    raise ValueError("hidden context") from None
