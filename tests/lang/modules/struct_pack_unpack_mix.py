# struct.pack / unpack / calcsize with byte orders and counts, and their errors
import struct
print(struct.pack("<HI", 0xBEEF, 0x01020304), struct.unpack(">HI", b"\xbe\xef\x01\x02\x03\x04"))
print(struct.calcsize("<HI"), struct.calcsize("@HI"), struct.pack(">bh", -1, -2), struct.unpack("<3B", b"abc"))
for f in (lambda: struct.pack("<B", 256), lambda: struct.pack("<b", 1, 2), lambda: struct.unpack("<H", b"abc")):
    try:
        print(f())
    except struct.error as e:
        print("error", e)
