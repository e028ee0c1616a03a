for n in [0, 1, 7, 8, 255, 256, -1, -255, 2 ** 40, -(2 ** 70)]:
    print(n, bin(n), hex(n), oct(n))
print(bin(True), hex(False))

print(int(hex(255), 16), int(bin(10), 2), int(oct(64), 8))
