print("a,b,c".split(","), "a  b\tc\n".split(), " lead".split(" "), "x".split("x"))
print("1-2-3-4".split("-", 2), "a b c".split(maxsplit=1), "a,b".split(sep=","))
print("::".join(["a", "b"]), "".join(["x", "y", "z"]), "-".join("abc"))
print("line1\nline2\r\nline3".splitlines())
try:
    "a".split("")
except ValueError as e:
    print("ValueError:", e)
try:
    ",".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
