# Attribute names made at run time (split, a slice, chr) whose text the program has nowhere
# else, so the image holds no interned string of it: the lookup of a built-in type's method
# must still find it by its text.
words = "x upper lower startswith append keys zzz_none bit_length".split()
up, low, sw, app, keys, missing, bl = words[1:]
print(hasattr("abc", up), hasattr("abc", "xlower"[1:]), hasattr("abc", missing))
print(getattr("abc", up)(), getattr("ABC", low)(), getattr("abc", sw)("a"))
lst = [1]
getattr(lst, app)(2)
print(lst, hasattr(lst, up), hasattr({}, keys), sorted(getattr({"b": 1, "a": 2}, keys)()))
print(getattr(5, bl)(), getattr(str, up)("xy"), hasattr(list, app), hasattr(int, up))
print(getattr("abc", missing, "default"), getattr(3, missing, None))
zf = "".join([chr(c) for c in (122, 102, 105, 108, 108)])
print(zf, getattr("7", zf)(3))
try:
    getattr("abc", missing)
except AttributeError as e:
    print(e)
try:
    getattr(str, missing)
except AttributeError as e:
    print(e)
