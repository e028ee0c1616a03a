a = [1]
b = a
print(a is b, a is [1], a is not None, None is None, True is True)
x = None
if x is None:
    print("x is None")
print(type(1) is int, type("") is not int)


def f():
    pass


print(f() is None, f is f)
e = ()
print(e is (), len(e))
sentinel = object()
print(sentinel is sentinel, sentinel is not object())
