# __eq__/__lt__ used by sorted, min, max, ==, in, list.index/count, dict keys with __hash__
class V:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, V) and self.n == other.n

    def __lt__(self, other):
        return self.n < other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"V({self.n})"


vs = [V(3), V(1), V(2), V(1)]
print(sorted(vs), min(vs), max(vs), sorted(vs, reverse=True))
print(V(1) == V(1), V(1) != V(2), V(1) in vs, vs.index(V(2)), vs.count(V(1)))
print(V(2) > V(1), V(1) <= V(1) if hasattr(V, "__le__") else "no le")
print({V(1): "a", V(1): "b"}, len({V(1), V(1), V(2)}), V(1) == 1, 1 == V(1))
try:
    V(1) <= V(2)
except TypeError as e:
    print(type(e).__name__, e)
