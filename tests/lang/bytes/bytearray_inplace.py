# b += x and b *= k change a bytearray in place (another name for it sees the change);
# bytes and bytearray + and * make new objects
b = bytearray(b"ab")
c = b
b += b"cd"
print(c, b is c)
b += b[:]
print(c, b is c)
b *= 2
print(len(c), b is c)
b *= 0
print(c, b is c)
k = b"xy"
j = k
k += b"z"
print(j, k, k is j)
m = bytearray(b"x") + b"y"
print(type(m).__name__, b"y" + bytearray(b"x"), bytearray(b"q") * 3, 2 * bytearray(b"r"))
big = bytearray()
for i in range(50):
    big += bytes([i % 256]) * 20
print(len(big), big[-1], big[:3])
