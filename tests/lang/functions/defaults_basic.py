def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct

print(greet("Ada"))
print(greet("Ada", "Hi"))
print(greet("Ada", "Hey", "?"))
print(greet("Ada", punct="."))
print(greet(greeting="Yo", name="Bob"))

def count(n, step=1, start=0):
    out = []
    i = start
    while i < n:
        out.append(i)
        i += step
    return out

print(count(5), count(10, 3), count(10, 4, 1))
