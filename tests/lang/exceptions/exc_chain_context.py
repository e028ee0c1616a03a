# exception chaining: __cause__, __context__, __suppress_context__, raise from None
def f(mode):
    try:
        try:
            {}["k"]
        except KeyError as e:
            if mode == 1:
                raise ValueError("from") from e
            if mode == 2:
                raise ValueError("none") from None
            raise ValueError("implicit")
    except ValueError as v:
        c = v.__cause__; x = v.__context__
        print(mode, v, type(c).__name__, type(x).__name__, v.__suppress_context__)
for m in (0, 1, 2):
    f(m)
try:
    raise TypeError("t") from ValueError("c")
except TypeError as e:
    print(repr(e.__cause__), e.__context__)
e = RuntimeError("x")
print(e.__cause__, e.__context__, e.__suppress_context__, e.args)
