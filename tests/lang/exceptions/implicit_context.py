try:
    try:
        raise KeyError("first")
    except KeyError:
        raise ValueError("second")
except ValueError as e:
    print(repr(e))
    print(repr(e.__context__))
    print(e.__cause__)
    print(e.__suppress_context__)

e = ValueError()
print(e.__context__, e.__cause__)
