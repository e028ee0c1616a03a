log = []


def step(n):
    try:
        log.append(f"try {n}")
        if n == 2:
            raise ValueError(n)
        return n
    except ValueError:
        log.append("except")
        return -1
    else:
        log.append("else")
    finally:
        log.append(f"finally {n}")


print(step(1), step(2), log)
