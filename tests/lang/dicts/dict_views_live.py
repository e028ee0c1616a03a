# views see later changes; len/in/iteration/reversed/repr of views
d = {"a": 1, "b": 2}
k, v, it = d.keys(), d.values(), d.items()
d["c"] = 3
print(k, v, it, len(k), len(v), len(it))
print("c" in k, 3 in v, ("c", 3) in it, ("c", 4) in it, "z" in k)
print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
del d["a"]
print(sorted(k), sorted(v), sorted(it))
print(k == {"b", "c"}, k == ["b", "c"], it == {("b", 2), ("c", 3)}, v == v)
print(sorted(k & {"b", "x"}), sorted(k | {"x"}), sorted(k - {"b"}), sorted(k ^ {"b", "q"}), it & {("b", 2)})
try:
    for key in d:
        d["new" + key] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
