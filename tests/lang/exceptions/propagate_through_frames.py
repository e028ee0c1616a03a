def level3(x):
    if x > 2:
        raise ValueError("too deep: " + str(x))
    return level3(x + 1)

def level1():
    try:
        level3(0)
    except ValueError as e:
        return "caught " + str(e)

print(level1())

def a():
    b()
def b():
    c()
def c():
    raise LookupError("from c")

try:
    a()
except LookupError as e:
    print("main caught", e)
