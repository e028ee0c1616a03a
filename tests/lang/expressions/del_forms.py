# del of names, items, slices, attributes and several targets; errors after deletion
a, b = 1, 2
del a, b
try:
    a
except NameError as e:
    print(type(e).__name__, e)
lst = list(range(10))
del lst[0], lst[-1]
del lst[::3]
print(lst)
d = {"x": 1, "y": 2, "z": 3}
del d["x"], d["z"]
print(d)


class O:
    pass


o = O()
o.p, o.q = 1, 2
del o.p
print(hasattr(o, "p"), o.q)
nested = [[1, 2], [3, 4]]
del nested[0][1], nested[1]
print(nested)
for bad in [lambda: lst.__delitem__(100), lambda: d.__delitem__("nope")]:
    try:
        bad()
    except (IndexError, KeyError) as e:
        print(type(e).__name__, e)
