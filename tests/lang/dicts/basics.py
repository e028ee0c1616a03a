d = {'a': 1, 'b': 2, 3: [4]}
print(d, len(d), d['a'], d.get('z'), d.get('z', 9), 'a' in d, 5 in d, 'b' not in d)
d['c'] = 3.5
del d['a']
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.keys(), d.values(), d.items(), {}, dict())
print(bool({}), bool({0: 0}), len(d.keys()), 'b' in d.keys(), 2 in d.values(), ('b', 2) in d.items())
