d = {'a': 1}
try:
    d['nope']
except KeyError as ex:
    print('KeyError', ex)
try:
    {[1]: 2}
except TypeError as ex:
    print('TypeError', ex)
try:
    d[{}] = 1
except TypeError as ex:
    print('TypeError', ex)
try:
    del d['zz']
except KeyError as ex:
    print('KeyError', ex)
try:
    {}.popitem()
except KeyError as ex:
    print('KeyError', ex)
try:
    dict([(1, 2, 3)])
except ValueError as ex:
    print('ValueError', ex)
print(d.pop('a'), d)
d['missing']
