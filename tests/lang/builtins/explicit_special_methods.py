# special methods of built-in types called by name
d = {}
d.__setitem__('k', 1)
print(d.__getitem__('k'), d.__contains__('k'), d.__len__(), 'k' in d)
d.__delitem__('k')
print(d)
s = 'abc'
print(s.__contains__('b'), s.__len__(), s.__getitem__(1), s.__add__('d'), s.__mul__(2))
it = iter([10, 20])
print(it.__next__(), next(it))
try:
    it.__next__()
except StopIteration:
    print('stop')
print((5).__add__(3), (5).__sub__(1), (2).__mul__(4), (7).__eq__(7), (1).__lt__(2))
print([1, 2].__len__(), (1, 2).__getitem__(0), [1].__add__([2]), {1, 2}.__contains__(2))
print(list.__len__([1, 2, 3]), str.upper('x'), int.__add__(1, 2))
print((1).__add__('x'), 'a'.__add__ is not None)
