# struct.pack_into and struct.unpack_from: packing into a bytearray and reading at an offset
import struct

b = bytearray(8)
print(struct.pack_into('<hh', b, 2, 1, -2), b)
print(struct.unpack_from('<hh', b, 2), struct.unpack_from('<h', b), struct.unpack_from('<h', b, 4))
struct.pack_into('<h', b, -2, 7)
print(b, struct.unpack_from('<h', b, -2), struct.unpack_from('>I', bytes(b), 4))
struct.pack_into('2s', b, 0, b'xy')
print(b, struct.unpack_from('<2sh', b, 0))


def attempt(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)


short = bytearray(5)
attempt(struct.pack_into, '<hh', short, 2, 1, 2)
attempt(struct.pack_into, '<h', short, -10, 1)
attempt(struct.pack_into, '<h', b'ab', 0, 1)
attempt(struct.pack_into, '<hh', short, 0, 1)
attempt(struct.pack_into, '<h', short, 'x', 1)
attempt(struct.unpack_from, '<hh', short, 2)
attempt(struct.unpack_from, '<h', short, -10)
attempt(struct.unpack_from, '<h', short, 5)
attempt(struct.unpack_from, '<h', 5)
print(short)
