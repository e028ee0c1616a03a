# collections.deque: maxlen (positional, keyword, d.maxlen), d[i], d[i] = x, ==
from collections import deque


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


d = deque([1, 2, 3, 4], 3)
print(d, d.maxlen)
d = deque([1, 2, 3, 4], maxlen=2)
print(d, d.maxlen, deque().maxlen, deque('ab', None).maxlen)
d.appendleft(0)
print(d)
d.extend([5, 6, 7])
print(d)
d.append('x')
print(d, len(d))
z = deque([], 0)
z.append(1)
z.appendleft(2)
print(z, z.maxlen, len(z))
d = deque(range(5))
print(d[0], d[-1], d[2], d[-5])
d[1] = 9
d[-1] = 'end'
print(d)
t(lambda: d[5])
t(lambda: d[-6])
t(lambda: deque()[0])
t(lambda: d['a'])
t(lambda: d[1:2])


def store(i):
    d[i] = 1


t(lambda: store(10))
t(lambda: store(-10))
t(lambda: store('x'))
print(len(d), 9 in d, 100 in d, d == deque(d), d == list(d), d != deque(), deque([1]) == deque([1], 5))
m = deque([1, 2], maxlen=3)
print(repr(m), str(m))
m.append(3)
m.append(4)
print(m, m[0], m[-1])
print(m, list(m), sum(m))
r = deque(maxlen=3)
for i in range(10):
    r.append(i)
print(r, r.maxlen, sum(r) / len(r))
t(lambda: deque([], -1))
t(lambda: deque([], 'x'))
t(lambda: deque([], maxlen=-2))
d.clear()
print(d, len(d))
