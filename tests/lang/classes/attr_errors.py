class Foo:
    def __init__(self):
        self.a = 1


f = Foo()
print(f.a)
try:
    print(f.x)
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(Foo.nothing)
except AttributeError as e:
    print("AttributeError:", e)
try:
    (5).foo = 1
except AttributeError as e:
    print("AttributeError:", e)
del f.a
try:
    f.a
except AttributeError as e:
    print("AttributeError:", e)
print(f.x)
