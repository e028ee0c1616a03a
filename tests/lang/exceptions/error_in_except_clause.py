def f():
    try:
        raise ValueError("first")
    except ValueError:
        return undefined_thing

try:
    f()
except NameError as e:
    print("NameError", e)
    print("context", repr(e.__context__))
f()
