def append_to(x, target=[]):
    target.append(x)
    return target


print(append_to(1), append_to(2), append_to(3, []))


def safe_append(x, target=None):
    if target is None:
        target = []
    target.append(x)
    return target


print(safe_append(1), safe_append(2))
