buf = bytearray()
for v in (1, 2, 3):
    buf.append(v * 10)
buf.extend(b"\x00\xff")
buf[0] = 99
print(buf, len(buf), list(buf), bytes(buf), buf[1:3], 255 in buf)
ba = bytearray(b"hello")
ba[0] = ord("H")
print(ba, ba.decode(), bytearray(3), bytearray([1, 2]) == bytearray(b"\x01\x02"))
