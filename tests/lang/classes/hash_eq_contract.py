# __eq__ without __hash__ makes instances unhashable; default identity hash and equality
class Plain:
    pass


class EqOnly:
    def __eq__(self, other):
        return True


class Both:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return self.k == other.k

    def __hash__(self):
        return 1


p = Plain()
print(p == p, p == Plain(), hash(p) == hash(p), len({p, p, Plain()}))
try:
    hash(EqOnly())
except TypeError as e:
    print(type(e).__name__, e)
try:
    {EqOnly()}
except TypeError as e:
    print(type(e).__name__, e)
print(EqOnly() == 5, EqOnly() != 5, len({Both(1), Both(1), Both(2)}), {Both(1): "x"}[Both(1)])
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(-0.0), hash("a") == hash("a"), hash((1, "a")) == hash((1.0, "a")))
