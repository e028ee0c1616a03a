print(hash(1.0) == hash(1), hash(1.5), hash(-2.5), hash(0.1), hash(2.0 ** 70) == hash(2 ** 70))
print(hash(0.0), hash(-0.0), hash(10 ** 20) == hash(1e20), hash(True) == hash(1.0), hash(-1), hash(-1.0))
d = {1: 'int'}
d[1.0] = 'float'
d[True] = 'bool'
print(d, len({1, 1.0, True}), {0.5: 1}[0.5])
