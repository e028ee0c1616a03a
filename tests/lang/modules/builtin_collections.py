from collections import OrderedDict
d = OrderedDict()
d['b'] = 1
d['a'] = 2
print(list(d.items()), d['a'], len(d), list(d))
d2 = OrderedDict([(1, 'x'), (0, 'y')])
print(list(d2.keys()), d2.get(0))
