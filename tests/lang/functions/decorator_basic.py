def shout(fn):
    def wrapper(x):
        return fn(x).upper() + "!"
    return wrapper

@shout
def greet(name):
    return "hello " + name

print(greet("ada"))

registry = []
def register(fn):
    registry.append(fn)
    return fn

@register
def one():
    return 1

@register
def two():
    return 2

print(len(registry), registry[0](), registry[1](), one is registry[0])
