# format of bools (ints with str()) and None; f-string conversions
print(format(True), format(False), format(True, "d"), format(True, "5"), format(True, ">5"))
print(format(True, "x"), format(False, "08b"), format(True, ".2f"), format(True, "^7"))
print(f"{True!r:>6}|{None!s:<6}|{'x'!r:^7}|{None}|{True:+}")
print("{0!s:*^9}".format(None), "{!r}".format("a'b"), "{:>4}".format(True))
print(f"{3.0}", f"{3.0:}", f"{1e16}", f"{1e16:g}", f"{-0.0}", f"{100.0:.0f}")
