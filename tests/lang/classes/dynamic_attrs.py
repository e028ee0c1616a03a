class Obj:
    def __init__(self):
        self.a = 1


o = Obj()
o.b = 2
o.c = "three"
print(o.a, o.b, o.c)
setattr(o, "d", 4)
print(getattr(o, "d"), getattr(o, "zzz", "default"), hasattr(o, "b"), hasattr(o, "nope"))
delattr(o, "b")
print(hasattr(o, "b"))
name = "a"
print(getattr(o, name))
o.a += 10
o.c += "!"
print(o.a, o.c)
