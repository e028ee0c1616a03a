# frozenset as dict keys and set members; set comparisons; set from strings and ranges
fs = frozenset("abc")
d = {fs: 1, frozenset(): 0}
print(d[frozenset("cba")], d[frozenset()], frozenset("ab") in {frozenset("ba")}, len({frozenset([1]), frozenset([1.0])}))
s = set(range(5))
print(s > {1, 2}, s >= s, s < s | {9}, {1} < {1}, s == set(range(5)), s != frozenset(range(5)))
print(sorted(fs | {"z"}), sorted(fs.difference("a")), fs.isdisjoint("xyz"), sorted(fs.symmetric_difference("cd")))
print(type(fs.copy()).__name__, fs.copy() == fs, sorted(set("hello")), len(set(range(0, 100, 7))))
e = set()
e.update(*[[1, 2], [2, 3]])
print(e, e.union(), e.intersection(), e.difference())
