def add(a, b):
    return a + b

def greet(name):
    print("hello,", name)

def nothing():
    pass

print(add(2, 3), add("a", "b"))
greet("board")
print(nothing())
f = add
print(f(10, 20))
