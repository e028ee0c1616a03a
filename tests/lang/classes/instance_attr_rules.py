# attributes: set at any time, deleted, shadowing methods, getattr/setattr with defaults, __dict__-free rules
class Thing:
    def method(self):
        return "method"


t = Thing()
t.x = 1
setattr(t, "y", 2)
print(t.x, t.y, getattr(t, "z", None), hasattr(t, "x"))
t.method = lambda: "shadowed"
print(t.method(), Thing().method())
del t.method
print(t.method())
delattr(t, "x")
print(hasattr(t, "x"))
for bad in [lambda: t.x, lambda: delattr(t, "x"), lambda: Thing.nope, lambda: setattr(t, 5, 1)]:
    try:
        bad()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
o = object()
try:
    o.attr = 1
except AttributeError as e:
    print(type(e).__name__, e)
