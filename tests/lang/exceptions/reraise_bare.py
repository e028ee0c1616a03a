def f():
    try:
        [][0]
    except IndexError:
        print("logging and re-raising")
        raise

try:
    f()
except IndexError as e:
    print("outer got", e)

f()
