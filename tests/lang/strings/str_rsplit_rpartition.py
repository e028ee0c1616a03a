# rsplit, rpartition and splitlines with keepends
print('a b  c'.rsplit(), 'a b  c'.rsplit(None, 1), 'a,b,c'.rsplit(',', 1), 'a,b,c'.rsplit(',', 0))
print('  a b  '.rsplit(None, 1), 'abc'.rsplit('b'), 'aaa'.rsplit('a', 1), ''.rsplit(','))
print('a.b.c'.rpartition('.'), 'abc'.rpartition('x'), 'abc'.partition('x'), 'a.b'.partition('.'))
print('x\ny\r\nz\rw'.splitlines(), 'x\ny\r\n'.splitlines(True), ''.splitlines(), '\n'.splitlines(keepends=True))
for bad in (lambda: 'a'.rsplit(''), lambda: 'a'.rpartition(''), lambda: 'a'.rsplit(1)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
