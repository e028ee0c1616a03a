# keys() and items() views are sets: | & - ^ with any iterable give a set; comparisons as sets
d = {"a": 1, "b": 2, "c": 3}
e = {"b": 20, "d": 40}
print(sorted(d.keys() | {"z"}), sorted(d.keys() & {"a", "q"}), sorted(d.keys() - {"a"}), sorted(d.keys() ^ {"a", "q"}))
print(sorted(d.keys() | e.keys()), sorted(d.keys() & e.keys()), sorted(d.keys() - e.keys()), sorted(d.keys() ^ e.keys()))
print(sorted(d.keys() | ["x", "a"]), sorted(d.keys() & "abz"), sorted({"a", "q"} - d.keys()), sorted(["q"] | d.keys()))
print(sorted(d.items() & {("a", 1), ("b", 9)}), sorted(d.items() - {("a", 1)}), sorted(d.items() | [("z", 0)]))
print(type(d.keys() | set()).__name__, type(frozenset() | d.keys()).__name__, type(d.keys() & d.keys()).__name__)
print(d.keys() == {"a", "b", "c"}, d.keys() == {"a"}, {"a", "b", "c"} == d.keys(), d.keys() == ["a", "b", "c"])
print(d.keys() != {"a"}, d.keys() == e.keys(), d.keys() == dict.fromkeys("cba").keys(), d.items() == {("a", 1), ("b", 2), ("c", 3)})
print(d.keys() <= {"a", "b", "c", "d"}, d.keys() < {"a", "b", "c"}, d.keys() >= {"a"}, d.keys() > d.keys(), {"a"} < d.keys())
print(d.values() == d.values(), d.keys() == d.values())
ks = d.keys()
ks |= {"w"}
print(type(ks).__name__, sorted(ks), sorted(d))
s = {"q"}
t = s
s |= d.keys()
print(sorted(s), sorted(t), s is t)
print(len(d.keys() & {}), not (d.keys() - d.keys()), "a" in d.keys(), ("a", 1) in d.items(), ("a", 2) in d.items())
