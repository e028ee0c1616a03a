# insertion order: reassigning keeps the position, deleting and re-adding moves it to the end
d = {"a": 1, "b": 2, "c": 3}
d["a"] = 10
print(d)
del d["a"]
d["a"] = 1
print(d, list(d), list(d.values()))
d.update(b=20, z=26)
d.update([("y", 25), ("b", 21)])
d.update({"c": 30}, w=23)
print(d)
print(d.pop("z"), d.pop("missing", None), d.setdefault("c", 0), d.setdefault("n"), d)
print(d.popitem(), d.popitem(), d)
e = dict(zip("abc", range(3)), d=3)
print(e, dict([(1, 2), [3, 4]]), dict(a=1), dict({"x": 1}, x=2))
for bad in [[1, 2], [(1,)], [(1, 2, 3)], 5]:
    try:
        dict(bad)
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
