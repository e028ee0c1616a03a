# splitlines: every line boundary, trailing newline, keepends
cases = ["", "\n", "\n\n", "a", "a\n", "a\nb", "a\r\nb", "a\rb", "a\r\rb", "a\n\rb",
         "a\r\n\r\nb\n", "x\x0by\x0cz", "x\x1cy\x1dz\x1ew", "p\x85q", "p\u2028q\u2029r"]
for s in cases:
    print(ascii(s), ascii(s.splitlines()), ascii(s.splitlines(True)), ascii(s.splitlines(keepends=False)))
print("a\nb\n".split("\n"), "a\nb\n".splitlines())
print(len("\n".join(["x"] * 5).splitlines()))
