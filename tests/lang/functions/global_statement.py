counter = 0
def bump():
    global counter
    counter += 1
    return counter

bump()
bump()
print(counter)

def set_new():
    global fresh
    fresh = "made inside"

set_new()
print(fresh)

def reads_global():
    return counter * 2

print(reads_global())

def nested():
    def inner():
        global counter
        counter = 100
    inner()
nested()
print(counter)
