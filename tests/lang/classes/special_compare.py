class V:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, V) and self.n == other.n

    def __lt__(self, other):
        return self.n < other.n

    def __le__(self, other):
        return self.n <= other.n

    def __repr__(self):
        return "V(" + repr(self.n) + ")"


a, b, c = V(1), V(2), V(1)
print(a == c, a == b, a != c, a != b)
print(a < b, b < a, a <= c, b > a, a >= b)
print(a == 1, 1 == a)
print(V(1) in [V(0), V(1)], V(5) in [V(0)])
print(max([V(3), V(7), V(2)]), min(V(3), V(1)))


class Plain:
    pass


p = Plain()
print(p == p, p == Plain(), p != Plain())
try:
    print(p < Plain())
except TypeError as e:
    print("TypeError:", e)
