import struct
data = struct.pack("<HhI", 1, -2, 3)
print(data, len(data), struct.unpack("<HhI", data), struct.calcsize("<HhI"))
print(struct.pack(">I", 1), struct.pack("<I", 1), struct.unpack(">h", b"\xff\xfe"))
print(struct.pack("<bB", -1, 255), struct.unpack("<f", struct.pack("<f", 1.5)))
print(struct.pack("<3s", b"ab"), struct.unpack("<?", b"\x01"))
