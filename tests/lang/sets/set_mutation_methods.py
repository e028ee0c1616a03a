# add/remove/discard/pop/update family and their errors
s = {3}
s.add(1)
s.add(1)
s.update([2, 3], (4,), "")
print(sorted(s), len(s))
s.discard(99)
s.discard(4)
s.remove(3)
print(sorted(s))
try:
    s.remove(99)
except KeyError as e:
    print(type(e).__name__, e, e.args)
t = {5}
print(t.pop(), t)
try:
    t.pop()
except KeyError as e:
    print(type(e).__name__, e)
u = {1, 2, 3, 4}
u.intersection_update([2, 3, 9], {3, 2})
print(sorted(u))
u.difference_update([3])
u.symmetric_difference_update([2, 8])
print(sorted(u))
c = u.copy()
c.add(100)
print(sorted(u), sorted(c))
try:
    frozenset([1]).add(2)
except AttributeError as e:
    print(type(e).__name__, e)
