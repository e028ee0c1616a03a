# Dicts: int and str keys, store, get, update in place, items(), `in`.
def bench():
    d = {}
    for i in range(200):
        d[i * 7 % 101] = i
    keys = ("alpha", "beta", "gamma", "delta", "epsilon")
    counts = {}
    for i in range(300):
        k = keys[i % 5]
        counts[k] = counts.get(k, 0) + 1
    total = 0
    for k, v in d.items():
        total += k * v
    for k in keys:
        if k in counts:
            total += counts[k]
    return total, len(d)
