# ord() of one byte, reversed() of bytes, int() of bytes, bytes in numbers
print(ord(b'a'), ord(bytearray(b'z')), list(reversed(b'abc')), bytes(reversed(b'xyz')))
print(int(b'12'), int(b'-7'), int(bytearray(b' 42 ')), int(b'ff', 16), float(b'1.5'))
for bad in (b'', b'ab', b'\xff'):
    try:
        print(ord(bad))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    int(b'12x')
except ValueError as e:
    print(type(e).__name__, e)
