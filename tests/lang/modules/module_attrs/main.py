# getattr, hasattr, setattr, delattr and dir on a program's own module, and its __name__.
import m

print(getattr(m, "f")(2), hasattr(m, "f"), hasattr(m, "g"), m.__name__, getattr(m, "__name__"))
k = "x value".split()[1]
print(getattr(m, k), hasattr(m, k), getattr(m, "x nope".split()[1], None))
setattr(m, "x newname".split()[1], 7)
print(m.newname, getattr(m, "newname"), m.read_newname())
print([n for n in dir(m) if not n.startswith("_")])
print(m.f.__name__, getattr(m, "x f".split()[1]).__name__, __name__)
delattr(m, "newname")
print(hasattr(m, "newname"))
for name in ("x zzz".split()[1], "newname"):
    try:
        getattr(m, name)
    except AttributeError as e:
        print(e)
try:
    delattr(m, "newname")
except AttributeError as e:
    print(e)
