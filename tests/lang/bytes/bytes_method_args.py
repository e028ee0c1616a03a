# bytes/bytearray methods with odd arguments and their TypeErrors
b = b"  a,b,,c  "
print(b.split(b","), b.split(), b.strip(), b.rsplit(b",", 1), b.count(b","), b.find(b"b"), b.rfind(b","))
print(b.replace(b",", b";", 2), b.startswith((b"x", b" ")), b.endswith(b"  "), b.upper(), bytearray(b"Ab").lower())
print(b"-".join([b"a", bytearray(b"b")]), b"abc".index(b"c"), bytearray(b"xyz").find(b"z"), b"ab" * 2, b"a" in b"cab")
for f in (lambda: b"a".split("a"), lambda: b"a" + "a", lambda: b"ab".index(b"z"), lambda: b"-".join(["a"]),
          lambda: b"a".find("a"), lambda: bytearray(b"a").append(256)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
