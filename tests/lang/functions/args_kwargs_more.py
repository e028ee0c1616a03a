def show(*args, **kwargs):
    return args, sorted(kwargs.items())


print(show(), show(1, 2), show(a=1), show(1, b=2, c=3))


def wrapper(*args, **kwargs):
    return show(*args, **kwargs)


print(wrapper(9, z=0))
params = {"sep": "-", "end": "!\n"}
print("a", "b", **params)


def total(first, *rest):
    return first + sum(rest)


print(total(1), total(1, 2, 3), total(*[4, 5]))
