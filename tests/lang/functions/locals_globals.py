counter = 0

def bump():
    global counter
    counter += 1
    return counter

def shadow():
    counter = 100
    return counter

bump()
bump()
print(counter, shadow(), counter)

def uses_global():
    return counter * 2

print(uses_global())
