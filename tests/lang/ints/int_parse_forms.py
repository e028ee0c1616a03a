# int() of strings: signs, white space, underscores, bases, prefixes
for s in ["0", "-0", "+5", " 42 ", "\t-7\n", "1_000", "0_0", "00", "007", "1" * 30, "-" + "9" * 25]:
    print(repr(s), int(s))
for s, b in [("ff", 16), ("FF", 16), ("0xff", 16), ("0xff", 0), ("0o17", 0), ("0b101", 0), ("17", 8),
             ("z", 36), ("Z", 36), ("10", 2), ("-0x1f", 0), ("0b1_0", 0), ("1_0", 0), ("0", 0),
             ("0_0", 0), ("  0x_1 ", 0), ("12", 3), ("zz", 36), ("-10", 7)]:
    print(repr(s), b, int(s, b))
print(int(base=16, x="10"), int("11", base=2), int(), int(3.99), int(-3.99), int(True), int(1e20))
