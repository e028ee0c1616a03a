# %-formatting errors
cases = [("%d", "x"), ("%d %d", (1,)), ("%d", (1, 2)), ("%s", ()), ("%(a)s", 5), ("%(a)s", {"b": 1}),
         ("%c", "ab"), ("%c", 1.5), ("%q", 1), ("%", 1), ("%x", 1.5), ("%i", None), ("abc", 5),
         ("%*d", ("a", 1)), ("%f", "1.5")]
for f, v in cases:
    try:
        print(repr(f % v))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(repr(f), type(e).__name__, e)
print("abc" % ())
print("abc" % {"a": 1})
print("%s" % {"a": 1})
