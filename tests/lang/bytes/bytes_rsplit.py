# bytes.rsplit and bytes' split/strip: ASCII white space only, as CPython's
print(b"a b  c".rsplit(), b"a,b,c".rsplit(b",", 1), b"  a  b  ".rsplit(None, 1), bytearray(b"x y z").rsplit(None, 1))
print(b"a\x1cb".split(), b"a\x1cb".rsplit(), b"\x1cab\x1c".strip(), b"a\xc2\x85b".split())
print("a\x1cb".split(), ascii("a\x85b".split()), b"\x85a\x85".strip())
print(b"a b    ".split(None, 1), b"a b    ".rsplit(None, 1), b"".rsplit(), b"".rsplit(b","))
try:
    b"a".rsplit(b"")
except ValueError as e:
    print("ValueError", e)
try:
    b"a".rsplit("a")
except TypeError as e:
    print("TypeError", e)
