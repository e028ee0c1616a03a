# io's error paths, each as CPython raises it; the last one uncaught
import io

s = io.StringIO('text')
s.close()
for op in (s.read, s.readline, s.getvalue, s.tell, lambda: s.write('x'), lambda: s.seek(0),
           s.readable, lambda: iter(s)):
    try:
        op()
    except ValueError as e:
        print('ValueError', e)
b = io.BytesIO(b'bytes')
b.close()
b.close()
for op in (b.read, b.getvalue, lambda: b.write(b'x'), b.tell):
    try:
        op()
    except ValueError as e:
        print('ValueError', e)
for bad in (1, 2.5, [1], None):
    try:
        io.StringIO().write(bad)
    except TypeError as e:
        print('TypeError', e)
    try:
        io.BytesIO().write(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    io.BytesIO('str')
except TypeError as e:
    print('TypeError', e)
try:
    io.StringIO().truncate(-1)
except ValueError as e:
    print('ValueError', e)
f = io.StringIO()
with f:
    f.write('inside')
print(f.closed)
with io.BytesIO(b'x') as g:
    print(g.read(), g.read(), g.read(5))
io.StringIO().seek(-5)
