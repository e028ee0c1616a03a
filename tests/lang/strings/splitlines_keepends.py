# splitlines(keepends): the line boundaries are kept; every boundary CPython knows
text = "one\ntwo\r\nthree\rfour"
print(text.splitlines(), text.splitlines(True), text.splitlines(keepends=True), text.splitlines(False))
print("a\n".splitlines(True), "\n".splitlines(True), "".splitlines(True), "a\n\nb".splitlines(True))
print(ascii("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i".splitlines()))
print(ascii("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i".splitlines(True)))
print(ascii("x\r\r\ny\n\r".splitlines(1)), "x\x1fy".splitlines(), "x\ty".splitlines())
print("".join("ab\ncd\r\n".splitlines(True)) == "ab\ncd\r\n")
for f in [lambda: "a".splitlines(1.5), lambda: "a".splitlines("x"), lambda: "a".splitlines(None),
          lambda: "a".splitlines(x=1), lambda: "a".splitlines(1, 2)]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
