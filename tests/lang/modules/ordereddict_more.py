from collections import OrderedDict
od = OrderedDict()
od["z"] = 1
od["a"] = 2
od["m"] = 3
print(list(od), list(od.values()), "a" in od, od.get("q", 0))
del od["a"]
od["a"] = 9
print(list(od.items()))
print(od.pop("z"), len(od), dict(od) == {"m": 3, "a": 9})
