# bit_length, to_bytes/from_bytes, bin/oct/hex of big and negative ints
for v in [0, 1, -1, 255, -256, 2**31, -(2**31), 2**64 - 1, -(2**100)]:
    print(v, v.bit_length(), bin(v), oct(v), hex(v))
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xff", "big", signed=True),
      int.from_bytes(b"\x00\x01", "little"), int.from_bytes(b"", "big"))
print((2**70).to_bytes(9, "big"), int.from_bytes((2**70).to_bytes(9, "big"), "big") == 2**70)
for args in [(1, "big"), (256, 1, "big"), (-1, 1, "big")]:
    try:
        print(args[0].to_bytes(*args[1:]) if len(args) > 2 else (256).to_bytes(*args))
    except OverflowError as e:
        print(type(e).__name__, e)
