class Greeter:
    def __init__(self, name):
        self.name = name

    def greet(self, greeting):
        return greeting + ", " + self.name


g = Greeter("Ada")
m = g.greet
print(m("Hello"))
f = Greeter.greet
print(f(g, "Hi"))
fs = [Greeter("x").greet, Greeter("y").greet]
for h in fs:
    print(h("yo"))
print(callable(m))
