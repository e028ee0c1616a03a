# [*a, x] and {*a, x}: unpacking inside list and set displays
a = [1, 2]
b = (3,)
print([*a], [*a, *b], [0, *a, 9, *"xy"], [*range(3), *{}], [*a][::-1])
print(sorted({*a, *b, 1}), sorted({"0", *"ab"}), {*()} == set(), sorted({*a, 5, *[6, 6]}))
d = {"k": 1}
print([*d, *d.values()], len([*a, *a]))
