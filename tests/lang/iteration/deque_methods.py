# collections.deque's methods and operators, with their errors (CPython's texts)
from collections import deque
d = deque([1, 2, 3], 5)
d.append(4); d.appendleft(0); print(d, len(d), d.maxlen)
d.append(9); print(d)
print(d[0], d[-1]); d[1] = 7; print(d)
d.extend([1, 2]); print(d); d.extendleft([8, 6]); print(d)
print(d.pop(), d.popleft(), d)
d.rotate(1); print(d); d.rotate(-2); print(d); d.rotate(7); print(d); d.rotate(0); print(d)
print(d.count(1), d.count(99), d.index(3), d.index(3, 1), d.index(3, -5, 10))
for args in ((99,), (3, 3), (3, 0, 1)):
    try:
        print(d.index(*args))
    except ValueError as e:
        print("ValueError", e)
d.remove(3); print(d)
try:
    d.remove(42)
except ValueError as e:
    print("ValueError", e)
d.reverse(); print(d)
e = d.copy(); e.append(5); print(d, e, e.maxlen, d == e)
d.clear(); print(d, bool(d), len(d))
try:
    d.pop()
except IndexError as e:
    print("IndexError", e)
f = deque([1, 2, 3])
f.insert(1, 9); f.insert(-1, 8); f.insert(100, 7); f.insert(-100, 6); print(f)
full = deque([1, 2], 2)
try:
    full.insert(0, 0)
except IndexError as e:
    print("IndexError", e)
del f[0]; del f[-1]; print(f)
try:
    del f[10]
except IndexError as e:
    print("IndexError", e)
print(list(reversed(deque([1, 2, 3]))), 2 in f, 99 in f)
g = deque([1, 2]) + deque([3]); print(g, type(g).__name__)
try:
    deque([1]) + [2]
except TypeError as e:
    print("TypeError", e)
h = deque([1, 2], 3); h2 = h; h += [3, 4]; print(h, h is h2)
print(deque([1, 2]) * 2, deque([1, 2], 3) * 2, 2 * deque([0]) if False else None)
k = deque("ab"); k2 = k; k *= 3; print(k, k is k2)
print(deque([1, 2]) < deque([1, 3]), deque([2]) > deque([1, 9]), deque([1]) <= deque([1]), deque([1]) == deque([1], 4))
s = deque([1, 2]); s.extend(s); print(s); s.extendleft(s); print(s)
r = deque(range(5)); r.rotate(-1); print(r); r.rotate(12); print(r)
for bad in (lambda: r.rotate("x"), lambda: r.index(1, "a"), lambda: r.count()):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)
