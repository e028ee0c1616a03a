# str.rsplit: the same as split without maxsplit, from the right with it
cases = ["", ",", "a,b,c", ",a,b,", "a,,b"]
for s in cases:
    print(repr(s), s.rsplit(","), s.rsplit(",", 1), s.rsplit(",", 0), s.rsplit(",", 5))
print("aaa".rsplit("aa"))
print("aaa".split("aa"))
print("aaaa".rsplit("aa", 1))
print("a.b.c.d".rsplit(".", 2))
print("one two  three".rsplit(None, 1))
print("  one two  three  ".rsplit(None, 1))
print("x".rsplit("x"))
for bad in ["", None]:
    try:
        print("abc".rsplit(bad if bad is not None else ""))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    "abc".rsplit(1)
except TypeError as e:
    print(type(e).__name__, e)
