# bytes.fromhex, bytearray.fromhex and hex(sep, bytes_per_sep), with their errors
print(bytes.fromhex("0a0b 1F"), bytes.fromhex(""), bytes.fromhex("  ff  00 "))
print(bytearray.fromhex("00ff"), type(bytearray.fromhex("")).__name__)
for bad in ["0", "0g", "0 a", "zz", "a\u00e9"]:
    try: print(bytes.fromhex(bad))
    except ValueError as e: print(e)
try: bytes.fromhex(b"00")
except TypeError as e: print(e)
try: bytes.fromhex()
except TypeError as e: print(e)
b = bytes(range(1, 8))
print(b.hex(), b.hex(":"), b.hex(b"-", 2), b.hex("_", -3), b.hex(" ", 0), b.hex(":", 10), b"".hex(":"))
print(bytearray(b"ab").hex("."), b"\x01".hex(":", 2))
for sep in ["", "ab", 1]:
    try: print(b.hex(sep))
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
