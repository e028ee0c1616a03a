def make_adder(n):
    def add(x):
        return x + n
    return add

add3 = make_adder(3)
add10 = make_adder(10)
print(add3(1), add10(1), add3(add10(0)))

def outer():
    msg = "hello"
    def inner():
        return msg + " world"
    return inner()

print(outer())
