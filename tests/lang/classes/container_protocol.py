class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [0] * (w * h)

    def __getitem__(self, pos):
        x, y = pos
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError(f"cell {pos} is off the grid")
        return self.cells[y * self.w + x]

    def __setitem__(self, pos, value):
        x, y = pos
        self.cells[y * self.w + x] = value

    def __delitem__(self, pos):
        self[pos] = 0

    def __len__(self):
        return len(self.cells)


g = Grid(3, 2)
g[1, 1] = 5
g[0, 0] += 2
print(g[1, 1], g[0, 0], len(g), g.cells)
del g[1, 1]
print(g.cells)
try:
    g[5, 5]
except IndexError as e:
    print("IndexError:", e)
