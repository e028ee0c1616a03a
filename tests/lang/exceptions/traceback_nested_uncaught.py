def inner(d):
    return d["missing"]

def middle():
    return inner({"present": 1})

def outer():
    return middle()

outer()
