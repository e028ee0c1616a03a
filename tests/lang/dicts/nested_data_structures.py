# nested lists/dicts/tuples: aliasing with *, deep access, equality, copies
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
grid = [[0] * 3 for _ in range(2)]
grid[0][0] = 1
print(grid)
config = {"db": {"hosts": ["a", "b"], "port": 5432}, "debug": False}
config["db"]["hosts"].append("c")
print(config["db"]["hosts"][-1], len(config["db"]), config == {"debug": False, "db": {"port": 5432, "hosts": ["a", "b", "c"]}})
shallow = dict(config)
shallow["db"]["port"] = 1
print(config["db"]["port"])
t = ([1], 2)
t[0].append(3)
print(t)
try:
    t[0] += [4]
except TypeError as e:
    print(type(e).__name__, e)
print(t)
records = [{"name": n, "score": s} for n, s in [("a", 3), ("b", 1), ("c", 2)]]
print([r["name"] for r in sorted(records, key=lambda r: r["score"])], {r["name"]: r["score"] for r in records})
