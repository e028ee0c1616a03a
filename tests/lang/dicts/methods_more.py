d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("c", 3), d.setdefault("a", 9), d)
print(d.pop("c"), d.pop("zz", "none"), d)
d.update({"x": 10}, y=20)
d.update([("p", 1)])
print(d)
print(d.popitem(), len(d), list(d.keys()), list(d.values()))
e = dict.fromkeys(["k1", "k2"], 0) if hasattr(dict, "fromkeys") else {"k1": 0, "k2": 0}
print(e)
c = d.copy()
c["new"] = 1
print("new" in d, "new" in c)
d.clear()
print(d, len(d))
