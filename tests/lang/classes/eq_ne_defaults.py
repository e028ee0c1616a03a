class Plain:
    pass


a, b = Plain(), Plain()
print(a == a, a == b, a != b, a in [b], a in [a])


class Named:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        if not isinstance(other, Named):
            return NotImplemented
        return self.n == other.n


print(Named(1) == Named(1), Named(1) != Named(2), Named(1) == 1, 1 == Named(1), Named(1) != "x")
print([Named(1), Named(2)].index(Named(2)), Named(3) in [Named(3)])
