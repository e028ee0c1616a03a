# int(text, base): prefixes, underscores, white space, base 0, and the errors
for s, b in [("ff", 16), ("0xff", 16), ("0xff", 0), ("0o17", 0), ("0b101", 0), ("z", 36),
             (" 42 ", 10), ("-0x1f", 16), ("1_000", 10), ("0_0", 0), ("+7", 8), ("10", 2)]:
    print(s, b, int(s, b))
for s, b in [("12", 1), ("12", 37), ("", 10), ("1__0", 10), ("_1", 10), ("08", 0),
             ("0x", 16), ("9", 8), ("1.5", 10), ("- 1", 10)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print(type(e).__name__, e)
for v in [b"12", bytearray(b" 7 ")]:
    print(int(v))
for args in [(12, 10), (1.5, 2), (None,)]:
    try:
        print(int(*args))
    except TypeError as e:
        print(type(e).__name__, e)
