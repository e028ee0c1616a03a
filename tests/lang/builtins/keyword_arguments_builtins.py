# built-in functions and methods called with keyword arguments
print("a,b,c".split(sep=",", maxsplit=1), "a b c".rsplit(maxsplit=1), "x\ny\n".splitlines(keepends=True))
print(sorted([3, 1, 2], key=None, reverse=False), min([3, 1], key=None), max("ab", "c", key=len))
print(list(enumerate("ab", start=5)), int("ff", base=16), int(x="12"), dict(a=1, **{"b": 2}))
print(round(number=2.567, ndigits=1), "ab".encode(encoding="utf-8"), (5).to_bytes(length=2, byteorder="big"))
print(sum([1, 2], start=10), pow(base=2, exp=5), pow(2, 5, mod=3), divmod(7, 3), "{a}".format(a=1))
l = [3, 1, 2]
l.sort(key=lambda x: -x, reverse=True)
print(l, "x".center(5, "*"), [1, 2, 3].index(2, 0, 3), {1: 2}.get(1, None), {}.pop(1, "d"))
for f in [lambda: "ab".split(bad=1), lambda: sorted([1], reversed=True), lambda: len(obj=[]), lambda: "a".strip(chars="a")]:
    try:
        f()
    except TypeError as e:
        print(type(e).__name__, e)
