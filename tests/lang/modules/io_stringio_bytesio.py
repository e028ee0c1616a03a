# io.StringIO and io.BytesIO: write, read, readline, iteration, seek/tell, truncate, with,
# print(file=...), and the errors of each (closed, bad seeks, the wrong type written)
import io
s = io.StringIO()
print(s.write('hello\n'), s.write('world\nlast'))
print(repr(s.getvalue()), s.tell())
s.seek(0)
print(repr(s.readline()), repr(s.read(3)), repr(s.read()), repr(s.read()))
s.seek(0)
print(list(s))
s.seek(0)
print([line for line in s], s.readlines())
s.seek(2)
s.write('XY')
print(repr(s.getvalue()))
s.seek(20)
s.write('z')
print(repr(s.getvalue()))
print(s.truncate(3), repr(s.getvalue()), s.tell())
with io.StringIO('a\nb\nc') as f:
    print(f.readlines(), f.closed)
print(f.closed)
try:
    f.read()
except ValueError as e:
    print(e)
t = io.StringIO('abc\ndef')
print(repr(t.readline(2)), repr(t.readline()), repr(t.readline()), repr(t.readline()))
for bad in ((-1, 0), (1, 1), (1, 2), (0, 5)):
    try:
        t.seek(*bad)
    except (ValueError, OSError) as e:
        print(type(e).__name__, e)
print(t.seek(0, 2), t.seek(0, 1))
try:
    t.write(b'x')
except TypeError as e:
    print(e)
try:
    io.StringIO(5)
except TypeError as e:
    print('TypeError')
b = io.BytesIO(b'abc\ndef\n')
print(b.read(2), b.readline(), b.readlines(), b.tell())
b.seek(-2, 2)
print(b.read(), b.seek(-100, 1), b.seek(3))
print(b.write(b'ZZ'), b.write(bytearray(b'!')), b.getvalue())
b.seek(12)
b.write(b'e')
print(b.getvalue())
try:
    b.write('s')
except TypeError as e:
    print(e)
try:
    b.seek(-1)
except ValueError as e:
    print(e)
print(io.BytesIO().getvalue(), io.StringIO().read(), b.readable(), b.writable(), b.seekable())
print(s.truncate(0), repr(s.getvalue()), s.tell())
print('x', 1, sep='-', file=s)
print(repr(s.getvalue()))
