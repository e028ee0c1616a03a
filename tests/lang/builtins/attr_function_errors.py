class P:
    pass


p = P()
try:
    getattr(p, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(p, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(p, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    getattr(1, "real_nope")
except AttributeError as e:
    print("AttributeError:", e)
getattr(p, "x")
