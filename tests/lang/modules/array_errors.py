# array.array's errors: CPython's types (an OverflowError's message differs by typecode in
# CPython, one text on wispy: only its type is printed)
from array import array


def attempt(f, *args):
    try:
        print(f(*args))
    except OverflowError as e:
        print(type(e).__name__)
    except Exception as e:
        print(type(e).__name__, e)


attempt(array, 'i', [1.5])
attempt(array, 'b', ['x'])
attempt(array, 'f', ['x'])
for code, lo, hi in (('b', -128, 127), ('B', 0, 255), ('h', -32768, 32767), ('H', 0, 65535),
                     ('i', -2 ** 31, 2 ** 31 - 1), ('I', 0, 2 ** 32 - 1), ('q', -2 ** 63, 2 ** 63 - 1),
                     ('Q', 0, 2 ** 64 - 1)):
    attempt(array, code, [hi + 1])
    attempt(array, code, [lo - 1])
a = array('i', [1, 2])
attempt(lambda: a[5])
attempt(lambda: a[-3])
attempt(lambda: a['x'])
attempt(a.append, 'x')
attempt(array('h').frombytes, b'abc')
attempt(array('h').frombytes, 5)
for other in ([1], array('b')):  # CPython's two messages, one on wispy
    try:
        a + other
    except TypeError as e:
        print(type(e).__name__)
try:
    a[0] = 2 ** 40
except OverflowError as e:
    print(type(e).__name__)
try:
    array('z')
except ValueError as e:
    print(type(e).__name__)
print(a)
