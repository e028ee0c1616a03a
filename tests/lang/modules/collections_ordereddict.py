from collections import OrderedDict

od = OrderedDict()
od['banana'] = 3
od['apple'] = 4
od['pear'] = 1
od['orange'] = 2
print(list(od), list(od.keys()), list(od.values()))
print(list(od.items()))
od['apple'] = 10
print(list(od.items()), len(od), 'pear' in od, 'kiwi' in od)
del od['banana']
od['banana'] = 5
print(list(od))
print(od.pop('pear'), od.get('kiwi', 0), od.setdefault('kiwi', 7), list(od))
print(od == {'apple': 10, 'orange': 2, 'banana': 5, 'kiwi': 7})
print(od.popitem(), list(od))
od2 = OrderedDict([('x', 1), ('y', 2)])
od2.update({'z': 3})
print(list(od2.items()), sorted(od2, reverse=True))
print(dict(od2), isinstance(od2, dict))
counts = OrderedDict()
for w in 'the cat and the hat and the bat'.split():
    counts[w] = counts.get(w, 0) + 1
for word, n in counts.items():
    print(word, n)
