# the order of try/except/else/finally bodies through returns, breaks and nested calls
log = []


def f(mode):
    try:
        log.append("try")
        if mode == "raise":
            raise ValueError(mode)
        if mode == "return":
            return "r-try"
    except ValueError:
        log.append("except")
        return "r-except"
    else:
        log.append("else")
        return "r-else"
    finally:
        log.append("finally")


for m in ["raise", "return", "normal"]:
    log.clear()
    print(m, f(m), log)


def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            log.append(("body", i))
        finally:
            log.append(("fin", i))
    return log


log.clear()
print(g())


def h():
    try:
        return "try"
    finally:
        return "finally"


def k():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"


print(h(), k())
