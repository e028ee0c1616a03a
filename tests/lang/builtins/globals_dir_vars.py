# globals(), locals(), dir() and vars() as programs use them
alpha = 1
def f(a, b=2):
    c = a + b
    return sorted(locals().items()), sorted(dir())
print(f(1))
g = globals(); g["beta"] = 5; print(beta, "alpha" in g, g["alpha"])
class P:
    def __init__(self): self.x = 1; self.y = 2
p = P(); print(sorted(vars(p).items()), "x" in dir(p), "__init__" in dir(P))
try:
    vars(1)
except TypeError as e:
    print(type(e).__name__, e)
