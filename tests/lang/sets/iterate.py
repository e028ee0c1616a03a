s = {5}
for x in s:
    print(x)
t = set()
for i in range(50):
    t.add(i % 7)
print(len(t), 3 in t, 8 in t)
total = 0
for x in t:
    total += x
print(total)
for i in range(7):
    t.discard(i)
print(t, len(t))
