a = {"x": 1, "y": 2}
b = {"y": 2, "x": 1}
print(a == b, list(a) == list(b), a != {"x": 1}, {} == dict())
c = {}
c[3] = "c"
c[1] = "a"
c[2] = "b"
del c[1]
c[1] = "again"
print(c, list(c.items()))
print({1: "int", 1.0: "float", True: "bool"})
