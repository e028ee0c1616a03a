# A subclass of dict: mapping operations, methods, printing
class D(dict):
    def first(self):
        return next(iter(self))


d = D(a=1, b=2)
d["c"] = 3
print(d, len(d), d["a"], d.get("z", 0), d.first())
print(list(d.keys()), list(d.values()), list(d.items()))
print("a" in d, "z" in d, isinstance(d, dict), type(d) is D, type(d).__name__)
del d["b"]
print(d, d.pop("c"), d, d.setdefault("q", 9), d)
d.update({"x": 1}, y=2)
print(d, sorted(d), dict(d), D([(1, 2)]), D())
for k in d:
    print(k, d[k])
print(d == {"a": 1, "q": 9, "x": 1, "y": 2}, d != {}, bool(D()), bool(d))
try:
    d["missing"]
except KeyError as e:
    print(type(e).__name__, e)
print({**d}, dict(d, z=0))
