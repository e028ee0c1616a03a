# grouping with setdefault and get, inverting dicts, counting pairs, nested defaults
pairs = [("fruit", "apple"), ("veg", "kale"), ("fruit", "fig"), ("nut", "pecan"), ("veg", "leek")]
groups = {}
for kind, name in pairs:
    groups.setdefault(kind, []).append(name)
print(groups, {k: len(v) for k, v in groups.items()})
inverse = {name: kind for kind, names in groups.items() for name in names}
print(inverse, sorted(inverse, key=inverse.get))
grid = {}
for x, y in [(0, 0), (1, 0), (0, 0), (2, 1)]:
    grid[(x, y)] = grid.get((x, y), 0) + 1
print(grid, max(grid.values()), [k for k, v in grid.items() if v > 1])
nested = {}
nested.setdefault("a", {}).setdefault("b", {})["c"] = 1
print(nested, nested["a"]["b"].get("c"), nested.get("x", {}).get("y", "deep default"))
print(dict(sorted(groups.items(), reverse=True)), list(groups.keys())[::-1], dict(zip(groups, range(3))))
