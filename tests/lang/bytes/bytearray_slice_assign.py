# slice assignment to a bytearray: not in wispy yet (docs/language.md); item assignment is
c = bytearray(b"hello")
c[0] = 72
print(c)
try:
    c[1:3] = b"EY"
    print(c)
except TypeError as e:
    print("TypeError:", e)
