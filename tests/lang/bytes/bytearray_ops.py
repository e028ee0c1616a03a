a = bytearray(b'abc')
a[0] = 65
a.append(100)
a.extend(b'ef')
a.extend([103, 104])
print(a, len(a), a[1], a[-1], a == b'Abcdefgh', bytes(a), a[2:5], bytearray(2), bytearray())
a += b'!'
print(a, b'x' + a if False else a + b'x', list(a[:3]), a.decode(), bytearray([1, 2]) * 2)
try:
    a[0] = 256
except ValueError as e:
    print('ValueError', e)
try:
    a[100] = 1
except IndexError as e:
    print('IndexError', e)
try:
    b'abc'[5]
except IndexError as e:
    print('IndexError', e)
try:
    bytes([300])
except ValueError as e:
    print('ValueError', e)
try:
    b'x'[0] = 1
except TypeError as e:
    print('TypeError', e)
try:
    bytes('abc')
except TypeError as e:
    print('TypeError', e)
