# A subclass of tuple with __new__: immutable values are made by __new__
class P(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    def swap(self):
        return P(self[1], self[0])

    @property
    def x(self):
        return self[0]


p = P(1, 2)
print(p, p.swap(), p.x, len(p), p[1], p + (3,), p == (1, 2), hash(p) == hash((1, 2)))
print(isinstance(p, tuple), type(p) is P, type(p).__name__, type(p.swap()).__name__)
a, b = p
print(a, b, list(p), p.count(1), p.index(2), {p: 1}[(1, 2)], (1, 2) in {p})


class T(tuple):
    pass


t = T([1, 2, 3])
print(t, T(), T("ab"), t[1:], t * 2, type(t * 2).__name__, t < (1, 3))
print(T.__new__(T, [4, 5]), type(T.__new__(T, [4])).__name__)
