# bytes and bytearray: the str-like methods (positions are bytes)
b = b'hello world, hello bytes'
ba = bytearray(b)
for x in (b, ba):
    print(x.find(b'hello'), x.find(b'hello', 1), x.rfind(b'hello'), x.find(b'zz'), x.find(111))
    print(x.find(b'o', 5, 10), x.find(b'o', -5), x.rfind(b'o', 0, -6), x.find(b''), x.find(b'', 99))
    print(x.index(b'world'), x.rindex(b'l'), x.count(b'l'), x.count(b'hello'), x.count(b''), x.count(b'l', 10, -3))
    print(x.count(108), x.find(bytearray(b'by')), x.count(b'', 30))
    print(x.startswith(b'hello'), x.startswith(b'world', 6), x.endswith(b'bytes'), x.endswith((b'x', b'tes')))
    print(x.startswith(b'hello', 0, 3), x.endswith(b'hello', 0, 5), x.startswith(b''), x.endswith(bytearray(b's')))
    print(x.split(), x.split(b', '), x.split(b'l', 2), x.split(maxsplit=1), x.split(sep=b'o'))
    print(x.upper(), x.lower(), x.replace(b'hello', b'bye'), x.replace(b'l', b'L', 2))
    print(b'  \t pad \n'.strip(), bytearray(b'xxpadyy').strip(b'xy'), x.lstrip(b'hel'), x.rstrip(b'setyb'))
print(type(ba.split()[0]).__name__, type(ba.upper()).__name__, type(ba.strip()).__name__, type(b.upper()).__name__)
print(b'-'.join([b'a', bytearray(b'b'), b'c']), bytearray(b', ').join((b'x', b'y')), b''.join([]), b'.'.join([b'one']))
print(type(bytearray(b'').join([b'a'])).__name__, b'ab'.join(iter([b'1', b'2', b'3'])))
print(b'\xff\xfe\x00'.find(b'\x00'), b'\xe9t\xe9'.rfind(b'\xe9'), b'\xc3\xa9x'.index(b'x'), b'\xe9\xe9'.count(b'\xe9'))
print(b'a\xffb\xffc'.split(b'\xff'), b'\xe9 \xe9'.split(), b'\xe9abc\xe9'.strip(b'\xe9'), b'\xe9x'.upper(), b'AB\xc9'.lower())
print(b'a,b,,c'.split(b','), b''.split(), b''.split(b','), b'abc'.replace(b'', b'-'), b'aaa'.replace(b'a', b''))

# errors: CPython's types and messages
cases = [
    lambda: b.find('h'), lambda: b.find(300), lambda: b.index(b'zz'), lambda: b.rindex(b'zz'),
    lambda: b.count([1]), lambda: b.startswith('h'), lambda: b.endswith([b'x']),
    lambda: b.split(','), lambda: b.split(b''), lambda: b.strip('x'), lambda: b.replace('h', b'j'),
    lambda: b.replace(b'h', 'j'), lambda: b'-'.join([b'a', 'b']), lambda: b'-'.join([b'a', 1]),
    lambda: b.find(b'h', 'x'), lambda: ba.find(-1),
]
for c in cases:
    try:
        print('no error', c())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
