# the methods of str that bytes and bytearray have too: partition, center, zfill, isdigit,
# title, splitlines, ... (wispy runs str's on the same bytes: obj_bytes.c via_any)


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for B in (bytes, bytearray):
    b = B(b'hello World  x')
    t(lambda: b.partition(b' '))
    t(lambda: b.rpartition(b' '))
    t(lambda: b.partition(b'?'))
    t(lambda: b.rpartition(b'?'))
    t(lambda: b.center(20, b'*'))
    t(lambda: b.center(21))
    t(lambda: b.center(3))
    t(lambda: b.ljust(20))
    t(lambda: b.rjust(20, b'-'))
    t(lambda: b.ljust(16, bytearray(b'.')))
    t(lambda: B(b'-42').zfill(6))
    t(lambda: B(b'+7').zfill(1))
    t(lambda: b.count(b'l', 3, 10))
    t(lambda: B(b'123').isdigit())
    t(lambda: B(b'12a').isdigit())
    t(lambda: B(b'').isdigit())
    t(lambda: b.isalpha())
    t(lambda: B(b'abcXYZ').isalpha())
    t(lambda: B(b'abc123').isalnum())
    t(lambda: b.isalnum())
    t(lambda: B(b' \t\n\r\x0b\x0c').isspace())
    t(lambda: b.isspace())
    t(lambda: b.isupper())
    t(lambda: B(b'ABC 1').isupper())
    t(lambda: b.islower())
    t(lambda: B(b'abc 1').islower())
    t(lambda: b.title())
    t(lambda: B(b"they're bill's friends").title())
    t(lambda: b.capitalize())
    t(lambda: B(b'hELLO').capitalize())
    t(lambda: b.swapcase())
    t(lambda: B(b'a\nb\r\nc\rd').splitlines())
    t(lambda: B(b'a\nb\r\nc\rd\n').splitlines(True))
    t(lambda: B(b'a\nb').splitlines(keepends=True))
    t(lambda: B(b'').splitlines())
    f = b.center
    t(lambda: f(18, b'~'))
    g = B(b'x\ny').splitlines
    t(lambda: g(keepends=True))
    t(lambda: type(b.title()).__name__)
    t(lambda: type(b.partition(b' ')).__name__)
    t(lambda: type(b.partition(b' ')[0]).__name__)
    t(lambda: b.center())
    t(lambda: b.splitlines(foo=1))
    t(lambda: b.encode())
    t(lambda: b.format())
    t(lambda: b.casefold())
    print(hasattr(b, 'title'), hasattr(b, 'encode'), hasattr(b, 'format'))
name = 'cen' + 'ter'
h = getattr(b'ab', name)
print(h(6, b'.'), getattr(bytearray(b'Ab'), 'swap' + 'case')(), hasattr(b'', 'en' + 'code'))
