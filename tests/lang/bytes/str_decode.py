# str(b, encoding[, errors]) decodes bytes and bytearrays; CPython's errors for other objects
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: str(b'abc', 'utf-8'))
t(lambda: str(b'abc', encoding='ascii'))
t(lambda: str(bytearray(b'xy'), 'ascii'))
t(lambda: str(b'abc', 'utf-8', 'strict'))
t(lambda: str(b'abc', errors='strict'))
t(lambda: str('abc', 'utf-8'))
t(lambda: str(5, 'utf-8'))
t(lambda: str([1], 'utf-8'))
t(lambda: str(object='x'))
t(lambda: str(b'\xc3\xa9', 'utf-8'))
t(lambda: str(encoding='utf-8'))
t(lambda: str(b'x', foo='utf-8'))
t(lambda: str(b'', 'ascii'))
t(lambda: str(object=b'ab'))
t(lambda: str(b'ab'))
t(lambda: str(None, errors='strict'))
