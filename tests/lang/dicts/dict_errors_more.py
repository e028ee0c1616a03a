d = {"a": 1}
try:
    d["b"]
except KeyError as e:
    print("KeyError:", e)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError:", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
d[(1, 2)] = "ok"
print(d[(1, 2)])
d[[1]] = 2
