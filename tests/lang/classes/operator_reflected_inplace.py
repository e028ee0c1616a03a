# operator overloading: forward, reflected, in-place fallback and NotImplemented to TypeError
class V:
    def __init__(self, x): self.x = x
    def __repr__(self): return "V(%r)" % self.x
    def __add__(self, o): return V(self.x + (o.x if isinstance(o, V) else o)) if isinstance(o, (V, int)) else NotImplemented
    def __radd__(self, o): return V(o * 100 + self.x) if isinstance(o, int) else NotImplemented
    def __mul__(self, k): return V(self.x * k)
    def __isub__(self, o): self.x -= o; return self
    def __neg__(self): return V(-self.x)
    def __lt__(self, o): return self.x < o.x
v = V(2)
print(v + 1, 1 + v, v + V(5), v * 3, -v, sorted([V(3), V(1), V(2)]), V(1) > V(0))
w = v; w -= 1; print(w, v, w is v)
u = V(1); t = u; t += 4; print(t, u, t is u)
for f in (lambda: v + "s", lambda: "s" + v, lambda: v - 1, lambda: 3 * v):
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
