# finally runs on return, break and continue; a return in finally wins; else runs only without an exception
def f(x):
    try:
        if x:
            return "try"
    finally:
        print("finally", x)
    return "after"
print(f(1), f(0))
def g():
    try:
        raise ValueError
    finally:
        return "finally wins"
print(g())
out = []
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        out.append(i)
    finally:
        out.append("f%d" % i)
print(out)
for x in (0, 1):
    try:
        1 / x
    except ZeroDivisionError:
        print("except", x)
    else:
        print("else", x)
    finally:
        print("finally", x)
