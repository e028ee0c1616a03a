# copy is shallow; == ignores order; nested dicts; clear
a = {"k": [1, 2], "n": {"x": 1}}
b = a.copy()
b["k"].append(3)
b["n"]["y"] = 2
b["new"] = 0
print(a, b)
print({1: 2, 3: 4} == {3: 4, 1: 2}, {1: 2} == {1: 2.0}, {1: 2} != {1: 3}, {} == dict())
c = dict(a)
c.clear()
print(c, a == b, len(a))
print({"a": [1]} == {"a": [1]}, {"a": 1} == {"b": 1}, {1: "x"} == [(1, "x")])
x = {}
x["self"] = x
print(len(x), x["self"] is x)
