# sets of mixed equal numbers, strings; changing size while iterating
s = {1, 1.0, True, 2, "2"}
print(len(s), 1 in s, 2.0 in s, "1" in s)
try:
    for x in s:
        s.add(x * 10)
except RuntimeError as e:
    print(type(e).__name__, e)
print(sorted({c for c in "mississippi"}), len(set("mississippi")))
print(set(), frozenset(), repr(set([1])), frozenset([2]))
print(set({"a": 1, "b": 2}) == {"a", "b"}, {(1, 2), (1, 2)}, sorted(set(range(5)) - {0}))
