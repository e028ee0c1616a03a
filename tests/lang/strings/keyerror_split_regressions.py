# results that were once wrong: KeyError holds the key itself; split with maxsplit keeps the rest
try:
    {}[0]
except KeyError as e:
    print(repr(e), e.args, type(e.args[0]).__name__)
try:
    {}[(1, 'a')]
except KeyError as e:
    print(e.args)
print('a b    '.split(None, 1), 'a  b  c  '.split(None, 1), '  a  b'.split(None, 1), 'a b'.split(None, 0))
print('a  b  c  '.rsplit(None, 1), '   '.split(None, 1), 'x'.split(None, 5))
