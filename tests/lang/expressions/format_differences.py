# formatting that wispy did not have (docs/language.md): each is tried; all match CPython now
tries = [
    lambda: f"{'é'!a}",
    lambda: "{:{}}|".format("w", 4),
    lambda: "%*d|%.*f" % (5, 1, 2, 3.14159),
    lambda: "x={0[0]} y={0[1]}".format((3, 4)),
    lambda: "{0.real}".format(5),
]
for t in tries:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__)
