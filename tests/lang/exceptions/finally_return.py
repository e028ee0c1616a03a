def f():
    try:
        return "try"
    finally:
        print("finally runs before return")

def g():
    try:
        return "try"
    finally:
        return "finally wins"

def h():
    x = 1
    try:
        return x
    finally:
        x = 2

def k():
    try:
        1 // 0
    finally:
        return "swallowed"

print(f())
print(g())
print(h())
print(k())
