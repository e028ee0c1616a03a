class Vector:
    def __init__(self, *c):
        self.c = list(c)

    def __iadd__(self, other):
        for i, v in enumerate(other.c):
            self.c[i] += v
        return self

    def __add__(self, other):
        return Vector(*[a + b for a, b in zip(self.c, other.c)])

    def __neg__(self):
        return Vector(*[-a for a in self.c])

    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5

    def __eq__(self, other):
        return self.c == other.c

    def __repr__(self):
        return f"Vector{tuple(self.c)}"


v = Vector(1, 2)
alias = v
v += Vector(3, 4)
print(v, alias is v, -v, abs(Vector(3, 4)), v == Vector(4, 6), v != Vector(4, 6))
w = v + Vector(1, 1)
print(w, w is v)
