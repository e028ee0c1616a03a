# int() of bytes and bytearray parses them; the base is checked first, with CPython's errors
def t(f):
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
t(lambda: int(b"12")); t(lambda: int(b"12", 16)); t(lambda: int(bytearray(b" -7 "))); t(lambda: int(b"0x1f", 0))
t(lambda: int(b"1_000")); t(lambda: int(b"x")); t(lambda: int(b"\xff")); t(lambda: int(b"")); t(lambda: int(b"9", 8))
t(lambda: int(5, 37)); t(lambda: int("5", 37)); t(lambda: int("5", 1)); t(lambda: int("5", -1)); t(lambda: int("5", 2 ** 100))
t(lambda: int("5", 2.5)); t(lambda: int(5.5, 2.5)); t(lambda: int(5, 10)); t(lambda: int(5.5, 10)); t(lambda: int([1], 2))
t(lambda: int("10", True)); t(lambda: int("10", False)); t(lambda: int("z", 36)); t(lambda: int("Z", base=36))
t(lambda: int("0b101", 0)); t(lambda: int("0o17", 8)); t(lambda: int("0x", 16)); t(lambda: int("010", 0)); t(lambda: int("000", 0))
t(lambda: int(x="5")); t(lambda: int(base=2)); t(lambda: int(None)); t(lambda: int("5", 10, 2)); t(lambda: int("+-1"))
int(b"12", 37)
