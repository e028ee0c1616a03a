def f(x):
    try:
        return 10 // x
    except ZeroDivisionError:
        return -1
    finally:
        print("finally", x)

print(f(5))
print(f(0))

def g():
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError as e:
            if e.args[0] == 1:
                return "returned at " + str(i)
    return "never"

print(g())
