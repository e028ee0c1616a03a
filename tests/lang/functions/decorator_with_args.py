def repeat(times):
    def deco(fn):
        def wrapper(*args, **kwargs):
            out = []
            for _ in range(times):
                out.append(fn(*args, **kwargs))
            return out
        return wrapper
    return deco

@repeat(3)
def hello(name, punct="."):
    return "hi " + name + punct

print(hello("bob"))
print(hello("amy", punct="!"))

def tag(label):
    return lambda fn: lambda *a: label + ":" + str(fn(*a))

@tag("sum")
def add(a, b):
    return a + b
print(add(2, 3))
