d = {"x": 1, "y": 2}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
d["z"] = 3
print(len(k), list(v), ("z", 3) in it, "x" in k)
for key, val in d.items():
    print(key, "->", val)
print(sorted(d, key=lambda key: -d[key]), max(d, key=d.get))
