print(ord("A"), ord("z"), ord("\n"), ord("é"), ord("€"), chr(65), chr(0x20ac), chr(233))
print(hex(0), hex(255), hex(-255), hex(2 ** 40), bin(0), bin(10), bin(-3), oct(64), oct(-8))
print([chr(ord("a") + i) for i in range(5)])
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
hex("a")
