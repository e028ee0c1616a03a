def f():
    try:
        print("in f")
        return 1 // 0
    finally:
        print("cleanup in f")

def g():
    try:
        f()
    finally:
        print("cleanup in g")

g()
