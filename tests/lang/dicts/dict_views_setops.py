# dict views as sets and dict | and |=
d = {"a": 1, "b": 2, "c": 3}; e = {"b": 20, "d": 4}
print(sorted(d.keys() | e.keys()), sorted(d.keys() & e), sorted(d.keys() - {"a"}), sorted(d.keys() ^ e.keys()))
print(sorted(d.items() & {("a", 1), ("b", 9)}), d.keys() == {"a", "b", "c"}, d.keys() <= {"a", "b", "c", "z"})
print(d | e, e | d)
d |= e; print(d)
d |= [("z", 26)]; print(d)
for bad in (lambda: d | [("q", 1)], lambda: d | 3):
    try:
        print(bad())
    except TypeError as ex:
        print(type(ex).__name__, ex)
print(len(d.values()), 26 in d.values(), "z" in d.keys(), ("z", 26) in d.items())
