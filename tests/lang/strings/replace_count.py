# replace with a count, empty old, empty new
s = "one one one"
print(s.replace("one", "two"), s.replace("one", "two", 1), s.replace("one", "two", 0))
print(s.replace("one", "two", -1), s.replace("one", "", 2))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"))
print("aaa".replace("aa", "b"), "aaaa".replace("aa", "a"))
print("abc".replace("x", "y"), "abc".replace("abc", ""))
try:
    "abc".replace("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".replace("a", 1)
except TypeError as e:
    print(type(e).__name__, e)
