order = []
def deco(name):
    order.append("make " + name)
    def apply(fn):
        order.append("apply " + name)
        def wrapper():
            return name + "(" + fn() + ")"
        return wrapper
    return apply

@deco("outer")
@deco("inner")
def base():
    return "base"

print(base())
print(order)
