# classes patched after creation, __len__ as truth, __eq__ returning non-bools, __hash__ results hashed again, __iter__/__getitem__ users, class decorators
class A:
    x = 1
    def f(self):
        return "A.f"
class B(A):
    pass
b = B()
B.x = 2
print(A.x, b.x)
A.f = lambda self: "patched"
print(b.f())
B.g = lambda self: "g"
print(b.g(), hasattr(A, "g"))
del B.x
print(b.x)
class C:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
c = C()
print(bool(c), not c, c or "empty")
c.items.append(1)
print(bool(c))
class D:
    def __eq__(self, o):
        return "truthy"
print(D() == 1, [D()] == [1], D() in [1], (D() != 1))
class E:
    def __hash__(self):
        return -1
print(hash(E()))
class F:
    def __hash__(self):
        return 2**70
print(hash(F()) == hash(2**70))
class G:
    def __iter__(self):
        return iter([3, 1, 2])
print(sorted(G()), list(G()), tuple(G()), set(G()) == {1, 2, 3}, min(G()), "".join(map(str, G())))
class H:
    def __getitem__(self, k):
        return k * 2
h = H()
print(h[3], h["ab"], h[1, 2])
class Cnt:
    n = 0
    def __init__(self):
        type(self).n += 1
class Sub(Cnt):
    pass
Cnt(); Sub(); Sub()
print(Cnt.n, Sub.n)
def deco(cls):
    cls.added = True
    return cls
@deco
class K:
    pass
print(K.added)
