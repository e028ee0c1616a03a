# exceptions raised in __init__ propagate and leave no object; errors from deleting attributes
class Strict:
    def __init__(self, v):
        if v < 0:
            raise ValueError("negative: %d" % v)
        self.v = v


made = []
for v in [1, -1, 2]:
    try:
        made.append(Strict(v).v)
    except ValueError as e:
        print(type(e).__name__, e)
print(made)


class Partial:
    def __init__(self):
        self.a = 1
        raise RuntimeError("half built")


try:
    p = Partial()
except RuntimeError as e:
    print(type(e).__name__, e, "p" in dir())
s = Strict(5)
del s.v
try:
    del s.v
except AttributeError as e:
    print(type(e).__name__)
try:
    s.v
except AttributeError as e:
    print(type(e).__name__)
