# startswith/endswith with tuples and ranges
s = "hello world"
print(s.startswith(("he", "wo")), s.startswith(("x", "y")), s.endswith(("ld", "x")))
print(s.startswith("world", 6), s.startswith("wor", 6, 8), s.startswith("wor", 6, 9))
print(s.endswith("hello", 0, 5), s.endswith("o", -5, -4), s.endswith("", 50))
print(s.startswith(""), s.startswith("", 11), s.startswith("", 12))
print(s.startswith(()), s.endswith(()))
try:
    s.startswith(["he"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.startswith(5)
except TypeError as e:
    print(type(e).__name__, e)
