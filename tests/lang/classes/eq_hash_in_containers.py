class Pt:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Pt({self.x}, {self.y})"


s = {Pt(1, 2), Pt(1, 2), Pt(3, 4)}
print(len(s), Pt(3, 4) in s)
d = {Pt(0, 0): "origin"}
print(d[Pt(0, 0)], [Pt(1, 1)].index(Pt(1, 1)) if hasattr([], "index") else 0)
