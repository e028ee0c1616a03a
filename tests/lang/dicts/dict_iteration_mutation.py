# iterating a dict while changing values is fine; adding keys raises; deleting via a copy of keys works
d = {i: i * i for i in range(5)}
for k in d:
    d[k] = -d[k]
print(d)
for k in list(d):
    if k % 2:
        del d[k]
print(d)
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1}
try:
    for k, v in d.items():
        d["b"] = 2
except RuntimeError as e:
    print(type(e).__name__, e)
counts = {}
for w in "the cat and the hat and the bat".split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
