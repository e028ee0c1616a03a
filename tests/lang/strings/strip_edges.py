# strip/lstrip/rstrip with and without chars, None, empty
s = "  \t\n hello \r\n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr(s.strip(None)), repr("xxhixx".strip("x")), repr("xyhiyx".strip("xy")))
print(repr("hello".strip("")), repr("".strip()), repr("".strip("a")))
print(repr("aaaa".strip("a")), repr("abcba".lstrip("ab")), repr("abcba".rstrip("ab")))
print(repr("www.example.com".strip("cmowz.")))
print(repr("  x  ".strip(" x")))
print(repr("\u3000hi\u3000".strip()))
try:
    "abc".strip(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".lstrip("a", "b")
except TypeError as e:
    print(type(e).__name__, e)
