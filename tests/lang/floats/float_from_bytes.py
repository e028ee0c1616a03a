# float() of bytes and bytearray parses them as float() of a str does
def t(f):
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
t(lambda: float(b"1.5")); t(lambda: float(bytearray(b" -2e3 "))); t(lambda: float(b"inf")); t(lambda: float(b"1_000.5"))
t(lambda: float(b"x")); t(lambda: float(b"")); t(lambda: float(bytearray())); t(lambda: float(b"\xff")); t(lambda: float([1]))
