# Bad specs raise CPython's ValueError, each with its message
cases = [(1, "abc"), (1, ".2d"), (1, "z"), (1, "zd"), (1, "+-"), ("a", "=5"), ("a", "#5"), ("a", " 5"),
         ("a", "+5"), ("a", "z5"), ("a", "d"), ("a", "c"), (1, "s"), (1.5, "d"), (1.5, "x"), (2.5, "c"),
         (1, ".-1"), (1, "1000000000000000000000"), (True, "s"), (1.5, "5xy"), ("s", "5xy"), (1, "<<<5")]
for v, spec in cases:
    try:
        print(repr(format(v, spec)))
    except ValueError as e:
        print(repr(v), repr(spec), "ValueError", e)
try:
    format([], "5")
except TypeError as e:
    print("TypeError", e)
"{:.2d}".format(5)
