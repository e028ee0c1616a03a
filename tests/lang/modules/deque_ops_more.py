# deque: a maxlen dropping from either end, indexing, pops from an empty deque
from collections import deque
d = deque([1, 2, 3], 3)
d.append(4); print(list(d))
d.appendleft(0); print(list(d), d[0], d[-1], len(d))
print(d.pop(), d.popleft(), list(d))
e = deque()
for op in ("pop", "popleft"):
    try:
        getattr(e, op)()
    except IndexError as ex:
        print(op, type(ex).__name__, ex)
f = deque("abc")
f.extend("de"); print(list(f), "c" in f, "z" in f)
print(list(reversed(f)), len(deque(range(10), 4)), list(deque(range(10), 4)))
