from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 2 in d)
print(d.pop(), d.popleft(), d)
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
print(window, list(window), sum(window))
d.extend([7, 8])
d.clear()
print(d, len(d))
try:
    d.pop()
except IndexError as e:
    print("IndexError:", e)
