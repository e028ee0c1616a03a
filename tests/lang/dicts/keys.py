d = {1: 'int'}
d[1.0] = 'float'
d[True] = 'bool'
print(d, {(1, 2): 'tuple', None: 'none', 'x' + 'y': 1}[(1, 2)], {'ab': 1}['a' + 'b'])
print({1: 1, 1.0: 2, True: 3}, {0: 'z', False: 'f', 0.0: 'fl'})
big = 10 ** 20
print({big: 1}[10 ** 20], {-1: 'm'}[-1], {frozenset([1]): 5}[frozenset([1])])
