# An uncaught KeyError of a tuple key: KeyError: (1, 2)
grid = {(0, 0): "x"}
print(grid[(0, 0)])
grid[(1, 2)]
