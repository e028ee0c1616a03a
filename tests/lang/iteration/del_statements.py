L = [1, 2, 3, 4]
del L[0]
del L[-1]
print(L)
class O:
    pass
o = O()
o.a = 1
o.b = 2
del o.a
print(hasattr(o, "a"), o.b)
x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
try:
    del L[10]
except IndexError as e:
    print("IndexError:", e)
