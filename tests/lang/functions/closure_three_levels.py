def a():
    x = 1
    def b():
        def c():
            return x + 1
        return c()
    return b()

print(a())

def outer():
    v = "o"
    def middle():
        def inner():
            nonlocal v
            v = v + "i"
            return v
        inner()
        return inner()
    r = middle()
    return r, v

print(outer())
