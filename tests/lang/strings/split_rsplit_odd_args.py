# split/rsplit with maxsplit 0, negative and past the count, explicit separators at the edges
for s in ["a b    ", "  a  b  c  ", "x,,y,", ",", ""]:
    for n in (-1, 0, 1, 2, 10):
        print(repr(s), n, s.split(None, n), s.rsplit(None, n), s.split(",", n), s.rsplit(",", n))
print("a1b1c".split("1", maxsplit=1), "a1b1c".rsplit(sep="1", maxsplit=1))
for f in (lambda: "a".split(""), lambda: "a".rsplit(""), lambda: "a".split(1), lambda: "a".split(",", "1")):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
