# dict.fromkeys(iterable, value=None)
print(dict.fromkeys(['a', 'b', 'a']))
print(dict.fromkeys('xyz', 0))
print(dict.fromkeys(range(3), []))
print(dict.fromkeys(()))
d = dict.fromkeys([1, 2], [])
d[1].append('shared')
print(d)                                  # one value object for every key
print({'old': 1}.fromkeys(['new']))       # from an instance: a new dict, the instance unused
print(dict.fromkeys({'k1': 1, 'k2': 2}, 'v'))
print(dict.fromkeys((i * i for i in range(4)), True))
f = dict.fromkeys
print(f('ab', 1))
for args in ((), (1, 2, 3)):
    try:
        dict.fromkeys(*args)
    except TypeError as e:
        print('TypeError', e)
try:
    dict.fromkeys(5)
except TypeError as e:
    print('TypeError', e)
try:
    dict.fromkeys([[1]])
except TypeError as e:
    print('TypeError', e)
try:
    dict.fromkeys('a', value=1)
except TypeError as e:
    print('TypeError', e)
