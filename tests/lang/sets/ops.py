a, b = {1, 2, 3}, {3, 4}
print(len(a | b), len(a & b), a - b, {1, 2} ^ {2, 3} == {1, 3}, a & b, b - a)
print({1, 2} <= {1, 2, 3}, {1, 2} < {1, 2}, {1, 2} < {1, 2, 3}, {1, 2, 3} >= {1}, {1} > {1}, {1} >= {1})
print(a.union([7]) == {1, 2, 3, 7}, a.intersection({2, 3}) == {2, 3}, a.difference([1]) == {2, 3}, a.symmetric_difference({3, 5}) == {1, 2, 5})
print(a.issubset(range(10)), a.issuperset([1]), a.isdisjoint([100]), a.isdisjoint({1}))
t = {1, 2}
t |= {5}
t -= {1}
print(t == {2, 5}, t & {2}, t ^ {2})
u = {1, 2, 3}
u.update([4], (5,))
u.intersection_update({1, 2, 3, 4})
u.difference_update({1})
print(u == {2, 3, 4}, len(u), u.copy() == u, u.copy() is u)
f = frozenset([1, 2])
print(f | {3} == {1, 2, 3}, type(f | {3}), type({3} | f), hash(f) == hash(frozenset([2, 1])), len({f, frozenset([1, 2])}))
