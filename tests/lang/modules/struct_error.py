# struct.error: raised for bad formats and values, as CPython's
import struct
from struct import error

print(issubclass(struct.error, Exception), struct.error is error, struct.error.__name__)
cases = [
    lambda: struct.pack('z', 1),
    lambda: struct.pack('3'),
    lambda: struct.unpack('<i', b'12'),
    lambda: struct.pack('<i'),
    lambda: struct.pack('<i', 1, 2),
    lambda: struct.pack('<2s'),
    lambda: struct.pack('<?'),
    lambda: struct.pack('<i', 'x'),
    lambda: struct.pack('<b', 300),
    lambda: struct.pack('<B', -1),
    lambda: struct.pack('<h', 70000),
    lambda: struct.pack('<H', 70000),
    lambda: struct.pack('<i', 2 ** 40),
    lambda: struct.pack('<l', -2 ** 40),
    lambda: struct.pack('<I', -1),
    lambda: struct.pack('<q', 2 ** 70),
    lambda: struct.pack('<Q', -1),
    lambda: struct.pack('<f', 'x'),
    lambda: struct.pack('<c', b'ab'),
    lambda: struct.pack('<c', 'a'),
    lambda: struct.pack('<s', 'x'),
    lambda: struct.calcsize('<z'),
    lambda: struct.unpack('<z', b''),
]
for c in cases:
    try:
        print('no error', c())
    except struct.error as e:
        print('struct.error', e, type(e).__name__, isinstance(e, Exception), e.args)

# TypeError, not struct.error, for a wrong argument type
for c in (lambda: struct.pack(), lambda: struct.calcsize(5), lambda: struct.unpack('<i', 'abcd')):
    try:
        c()
    except struct.error:
        print('wrong: struct.error')
    except TypeError as e:
        print('TypeError', e)

# caught as Exception, and by a tuple of classes
try:
    struct.pack('<b', 128)
except (ValueError, struct.error) as e:
    print('caught by tuple:', e)
try:
    struct.unpack('<h', b'')
except Exception as e:
    print('caught as Exception:', type(e) is struct.error)
# the good path is unchanged
print(struct.pack('<bBhHiI', -128, 255, -32768, 65535, -2 ** 31, 2 ** 32 - 1))
print(struct.unpack('<2s?', struct.pack('<2s?', b'ok', True)))
