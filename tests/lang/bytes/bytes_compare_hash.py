print(b"abc" == b"abc", b"abc" < b"abd", b"" < b"a", b"a" == "a", hash(b"k") == hash(b"k"))
d = {b"key": 1}
print(d[b"key"], b"key" in d, sorted([b"b", b"a", b"c"]), bytes(b"x") is not None)
