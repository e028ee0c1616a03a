# memoryview: a window on bytes, bytearray or array, without a copy
from array import array

m = memoryview(b'hello')
print(len(m), m[0], m[-1], bytes(m), m.tobytes(), m.tolist(), m.readonly, m.itemsize)
s = m[1:4]
print(len(s), bytes(s), s[0], s.tolist(), s == b'ell', s == b'xyz', m == b'hello', m == bytearray(b'hello'))
print(list(m[3:]), bytes(m[4:1]), bytes(s[1:]), isinstance(m, memoryview), m == 5)
buf = bytearray(b'abcdef')
v = memoryview(buf)
v[0] = 65
v[2:4] = b'XY'
v[-1] = 0x7a
print(buf, v.readonly, bytes(v), bytearray(v[1:3]))
w = v[3:]
w[0] = 0x7a
print(buf, len(w), list(w), w == v[3:])
arr = array('h', [1, 2, 3])
av = memoryview(arr)
print(len(av), av[1], av.itemsize, av.tolist(), av.tobytes(), av[1:].tolist())
av[0] = 9
av[1:] = array('h', [7, 8])
print(arr, av == arr, av == array('h', [9, 7, 8]))
t = 0
for x in memoryview(bytearray(range(5)))[1:]:
    t += x
print(t)
mm = memoryview(m)
print(bytes(mm), mm == m)


def fail(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)


def store(view, i, x):
    view[i] = x


try:
    m[9]
except IndexError as e:  # CPython: "index out of bounds on dimension 1"
    print(type(e).__name__)
fail(lambda: store(m, 0, 1))
fail(lambda: store(v, slice(0, 2), b'abc'))
fail(lambda: store(v, slice(0, 2), b'a'))
try:
    memoryview('ab')
except TypeError as e:  # CPython's message begins "memoryview: "
    print(type(e).__name__)
e = memoryview(bytearray(b'abc'))
e[0:3:-1] = b''
e[5:] = b''
print(bytes(e[2:0]), bytes(e[3:]), list(array("b", [1, 2])[1:0:-1]), list(array("b", [1, 2])[0:1:-1]))
