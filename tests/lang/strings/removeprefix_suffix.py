# str.removeprefix / str.removesuffix (3.9): the str without it when it is there, else the same str.
for s in ('TestHook', 'Test', 'Hook', '', 'TestTest', 'héllo'):
    print(repr(s.removeprefix('Test')), repr(s.removesuffix('Hook')), repr(s.removeprefix('')),
          repr(s.removesuffix('')), repr(s.removeprefix(s)), repr(s.removesuffix(s)))
print('abc'.removeprefix('abcd'), 'abc'.removesuffix('zabc'), 'héllo'.removeprefix('hé'), 'héllo'.removesuffix('llo'))
s = 'unchanged'
print(s.removeprefix('x') is s or s.removeprefix('x') == s, 'a.py'.removesuffix('.py') + '.mpy')
for bad in (1, None, ('a',), b'a'):
    for m in ('removeprefix', 'removesuffix'):
        try:
            getattr('abc', m)(bad)
        except TypeError as e:
            print(m, 'TypeError', e)
try:
    'abc'.removeprefix()
except TypeError as e:
    print('TypeError', type(e).__name__)
try:
    'abc'.removeprefix('a', 'b')
except TypeError as e:
    print('TypeError', type(e).__name__)
print(b'abc'.removeprefix(b'a'), b'abc'.removesuffix(b'bc'), b'abc'.removeprefix(b'x'), bytearray(b'abc').removesuffix(b'c'))
