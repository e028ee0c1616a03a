# The c presentation type is a number's: right-aligned by default
print(repr("{:4c}".format(48)), repr(format(65, "5c")), repr(f"{97:3c}"), repr("{:<4c}|{:^5c}".format(66, 67)))
print(repr(format(65, "*>4c")), repr(format(65, "05c")), repr(format(65, "=4c")), repr(format(0x263a, "3c")))
print(repr("%4c" % 48), repr("%-4c" % 48), repr("%4c" % "x"), repr("%04c" % 66), repr("%c" % 0xe9))
for spec in ["+c", "#c", ".2c", ",c", "_c", "zc"]:
    try:
        print(format(65, spec))
    except ValueError as e:
        print("ValueError", e)
for v in [-1, 0x110000, 2 ** 40]:
    try:
        print(format(v, "c"))
    except OverflowError as e:
        print("OverflowError", e)
