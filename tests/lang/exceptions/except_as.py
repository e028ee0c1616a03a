try:
    1 // 0
except ZeroDivisionError as e:
    print(type(e) is ZeroDivisionError)
    print(e)
    print(e.args)
    print(repr(e))

try:
    raise ValueError("bad value", 42)
except ValueError as err:
    print(err.args)
    print(err.args[1])
    print(str(err))
