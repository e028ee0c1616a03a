# Conway's Game of Life on a small wrapping grid, plus a little matrix arithmetic.


class Grid:
    def __init__(self, width, height, alive=()):
        self.width = width
        self.height = height
        self.cells = [[0] * width for _ in range(height)]
        for x, y in alive:
            self.cells[y][x] = 1

    def neighbours(self, x, y):
        total = 0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx or dy:
                    total += self.cells[(y + dy) % self.height][(x + dx) % self.width]
        return total

    def step(self):
        new = Grid(self.width, self.height)
        for y in range(self.height):
            for x in range(self.width):
                n = self.neighbours(x, y)
                if self.cells[y][x]:
                    new.cells[y][x] = 1 if n in (2, 3) else 0
                else:
                    new.cells[y][x] = 1 if n == 3 else 0
        return new

    def population(self):
        return sum(sum(row) for row in self.cells)

    def __str__(self):
        return "\n".join("".join("#" if c else "." for c in row) for row in self.cells)

    def __eq__(self, other):
        return self.cells == other.cells


def run(name, grid, generations):
    print("==", name, "==")
    seen = [grid]
    for gen in range(generations):
        print("generation %d, population %d" % (gen, grid.population()))
        print(grid)
        grid = grid.step()
        if grid in seen:
            print("repeats generation %d after %d steps" % (seen.index(grid), gen + 1))
            break
        seen.append(grid)
    print()


run("blinker", Grid(5, 5, [(1, 2), (2, 2), (3, 2)]), 4)
run("glider", Grid(6, 6, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]), 5)
run("block", Grid(4, 4, [(1, 1), (2, 1), (1, 2), (2, 2)]), 3)

# the glider comes back to its shape, moved by one cell, every 4 generations
g = Grid(8, 8, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
for _ in range(32):
    g = g.step()
print("after 32 steps the glider is back:", g == Grid(8, 8, [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]))


def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]


def transpose(m):
    return [list(row) for row in zip(*m)]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def mat_pow(m, e):
    result = identity(len(m))
    while e:
        if e & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        e >>= 1
    return result


a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
print(matmul(a, b), transpose(a))
fib = mat_pow([[1, 1], [1, 0]], 90)
print("fib(90) =", fib[0][1])
for row in matmul(transpose(b), b):
    print(" ".join("%5d" % v for v in row))
