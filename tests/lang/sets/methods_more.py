s = {1, 2, 3}
s.add(4)
s.discard(10)
s.remove(1)
print(sorted(s), len(s), 2 in s, 1 not in s)
t = s.copy()
t.clear()
print(sorted(s), t, set())
a, b = {1, 2, 3}, {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(sorted(a.union([9])), sorted(a.intersection(b, {3})), a.issubset({1, 2, 3, 4}), a.isdisjoint({7}))
a |= {10}
a -= {1}
print(sorted(a))
