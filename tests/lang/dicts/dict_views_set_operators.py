# dict views as sets: | & - ^ with sets and other views, comparisons, and disjointness
d = {1: 'a', 2: 'b', 3: 'c'}
e = {2: 'x', 4: 'y'}
k = d.keys()
print(sorted(k | {9}), sorted(k & {2, 3, 7}), sorted(k - {1}), sorted(k ^ {3, 4}))
print(sorted(k & e.keys()), sorted(k | e.keys()), sorted(e.keys() - k))
print(k == {1, 2, 3}, k < {1, 2, 3, 4}, k >= {1}, k != {1})
items = d.items()
print(sorted(items & {(1, 'a'), (2, 'z')}), (3, 'c') in items, (3, 'x') in items)
print(sorted(items - {(1, 'a')}), len(items | {(5, 'e')}))
vals = d.values()
print(sorted(vals), 'b' in vals, len(vals))
try:
    vals | {1}
except TypeError as ex:
    print(type(ex).__name__, ex)
d[4] = 'd'
print(sorted(k), len(items))
