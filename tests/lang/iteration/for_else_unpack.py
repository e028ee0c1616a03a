grid = [(0, 0, "a"), (1, 2, "b"), (2, 1, "c")]
for x, y, name in grid:
    if x == y == 1:
        break
else:
    print("no diagonal 1")
for x, y, name in grid:
    if x > y:
        print("first below diagonal:", name)
        break
d = {"a": 1, "b": 2}
for k, v in sorted(d.items()):
    print(k, v)
