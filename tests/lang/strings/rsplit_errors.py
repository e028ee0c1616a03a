# rsplit's errors are split's: an empty separator, a separator that is no str, bad keywords
for f in [lambda: "a".rsplit(""), lambda: "a".rsplit(1), lambda: "a".rsplit(b"a"),
          lambda: "a".rsplit(",", 1.5), lambda: "a".rsplit(x=1), lambda: "a".rsplit(",", 1, 2),
          lambda: "a".split(""), lambda: "a".split(maxsplit="2")]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
"abc".rsplit("")
