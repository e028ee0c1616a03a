def f():
    try:
        print("body")
    finally:
        print("finally")
    print("after")

f()
try:
    print("a")
except ValueError:
    print("no")
else:
    print("b")
finally:
    print("c")
