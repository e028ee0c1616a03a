class Board:
    LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

    def __init__(self):
        self.cells = [" "] * 9

    def play(self, pos, mark):
        if self.cells[pos] != " ":
            raise ValueError(f"cell {pos} is taken")
        self.cells[pos] = mark

    def winner(self):
        for a, b, c in self.LINES:
            if self.cells[a] != " " and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def __str__(self):
        rows = ["|".join(self.cells[r * 3:r * 3 + 3]) for r in range(3)]
        return "\n-+-+-\n".join(rows)


b = Board()
moves = [4, 0, 2, 6, 3, 5, 1, 7, 8]
for turn, pos in enumerate(moves):
    mark = "XO"[turn % 2]
    b.play(pos, mark)
    if b.winner():
        break
print(b)
print("winner:", b.winner())
try:
    b.play(4, "O")
except ValueError as e:
    print("ValueError:", e)
