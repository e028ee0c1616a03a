# %-formatting's type errors, in CPython's words for each conversion
for f, v in [("%d", "a"), ("%x", 1.5), ("%o", "a"), ("%X", [1]), ("%e", "a"), ("%f", None), ("%g", []),
             ("%c", "ab"), ("%c", 1.5), ("%i", "3"), ("%u", ()), ("%F", "x"), ("%E", {}), ("%G", "z")]:
    try:
        print(f % v)
    except TypeError as e:
        print(f, "TypeError", e)
print("%d" % 3.9, "%i" % -3.9, "%x" % True, "%c" % "é", "%c" % 97)
"%x" % 1.5
