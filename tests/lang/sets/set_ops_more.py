# set operators, methods with several arguments, frozenset results and equality
a, b, c = {1, 2, 3, 4}, {3, 4, 5}, [4, 5, 6]
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(sorted(a.union(b, c)), sorted(a.intersection(b, c)), sorted(a.difference(b, c)), sorted(a.symmetric_difference(c)))
print(a <= a, a < a, {3, 4} < a, a >= {1}, a > a, {1}.isdisjoint([2]), a.issubset(range(10)), a.issuperset([1, 2]))
f = frozenset(a)
print(type(f | b).__name__, type(b | f).__name__, type(f & {1}).__name__, f == a, a == f, hash(f) == hash(frozenset(a)))
print({1, 2} == {2, 1}, {1} == {1.0}, {1, 2} != {1}, set() == frozenset())
s = set(a)
s |= b
s &= {1, 3, 5, 7}
s -= {7}
s ^= {9, 1}
print(sorted(s))
for op in [lambda: a | [1], lambda: a < [1], lambda: a - 1, lambda: {[]}, lambda: a.add([])]:
    try:
        op()
    except TypeError as e:
        print(type(e).__name__, e)
