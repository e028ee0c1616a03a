# break/continue/return inside try/except/finally and with, inside loops
def f():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        except Exception:
            out.append("never")
        finally:
            out.append(f"f{i}")
    return out


print(f())


def g():
    out = []
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError as e:
            if e.args[0] == 1:
                continue
            out.append(e.args[0])
        else:
            out.append("else")
    return out


print(g())


def h():
    i = 0
    while True:
        i += 1
        try:
            if i > 2:
                return i
        finally:
            if i == 3:
                print("finally with return pending")


print(h())


def k():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "end"


print(k())
