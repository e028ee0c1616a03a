class Base(Exception):
    pass
class Mid(Base):
    pass
class Leaf(Mid):
    pass

def which(exc):
    try:
        raise exc
    except Leaf:
        return "Leaf"
    except Mid:
        return "Mid"
    except Base:
        return "Base"

print(which(Leaf()), which(Mid()), which(Base()))
print(issubclass(Leaf, Base), issubclass(Base, Leaf), issubclass(Leaf, Exception))

class MyValueError(ValueError):
    pass
try:
    raise MyValueError("custom")
except ValueError as e:
    print("ValueError handler got", type(e).__name__, e)
