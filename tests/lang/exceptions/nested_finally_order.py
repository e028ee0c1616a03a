def f():
    try:
        try:
            print("inner try")
            raise KeyError("k")
        finally:
            print("inner finally")
    except KeyError as e:
        print("caught", e)
        return "from except"
    finally:
        print("outer finally")


print(f())


def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("finally", i)
    return "done"


print(g())
