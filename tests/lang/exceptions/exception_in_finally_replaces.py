def f():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("from finally")

try:
    f()
except TypeError as e:
    print("got", e)
    print("context", repr(e.__context__))
except ValueError:
    print("not this")
