def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("not a number: " + s) from e

try:
    parse("abc")
except TypeError as e:
    print(e)
    print(type(e.__cause__).__name__)
    print(e.__cause__ is e.__context__)
    print(e.__suppress_context__)

parse("xyz")
