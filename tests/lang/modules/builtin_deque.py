from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d, list(d))
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
print(d, bool(deque()), deque())
m = deque(range(10), maxlen=3)
m.append(10)
m.appendleft(-1)
print(m, list(m), len(m))
try:
    deque().pop()
except IndexError as e:
    print('IndexError', e)
