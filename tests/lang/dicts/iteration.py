d = {'p': 1, 'q': 2, 'r': 3}
for k in d:
    print(k, d[k])
for kv in d.items():
    print(kv)
print(list(d.values()), [k for k in d])
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print('RuntimeError', e)
