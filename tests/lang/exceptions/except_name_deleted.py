try:
    raise ValueError("v")
except ValueError as e:
    print("inside", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)

def f():
    try:
        1 // 0
    except ZeroDivisionError as exc:
        pass
    return exc

f()
