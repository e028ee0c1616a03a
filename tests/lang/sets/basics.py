s = {3, 1, 2}
s.add(4); s.discard(9); s.remove(1)
print(sorted(s), len(s), 2 in s, 9 in s, 9 not in s, set(), frozenset(), bool(set()))
print({1}, {1, 2} == {2, 1}, set([1, 1, 2]) == {1, 2}, {1, 2} == frozenset({2, 1}), len(set('abca')), set('a'))
print(frozenset([5]), {(1, 2)}, {None}, {'x'}, {1.5})
