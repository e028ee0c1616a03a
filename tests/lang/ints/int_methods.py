print((255).bit_length(), (0).bit_length(), (-8).bit_length(), (2 ** 100).bit_length())
print((1024).to_bytes(2, "big"), int.from_bytes(b"\x04\x00", "big"), int.from_bytes(b"\x00\x04", "little"))
print((-1).to_bytes(2, "big", signed=True), (258).to_bytes(2, "little"), int.from_bytes(b"\xff\xfe", "big", signed=True))
print(True.bit_length(), int("-0"), int(" +12 "), (0).to_bytes(0, "big"), int.from_bytes(b"", "little"))
for bad in [lambda: (256).to_bytes(1, "big"), lambda: (-1).to_bytes(1, "big"), lambda: (1).to_bytes(1, "middle")]:
    try:
        bad()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
