x = "global"
def outer():
    x = "outer"
    def inner():
        nonlocal x
        x = "inner"
    def reader():
        return x
    before = reader()
    inner()
    return before, reader(), x

print(outer(), x)

def two_cells():
    a = 1
    b = 2
    def swap():
        nonlocal a, b
        a, b = b, a
    swap()
    return a, b
print(two_cells())
