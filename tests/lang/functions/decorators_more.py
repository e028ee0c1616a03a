def trace(fn):
    def wrapped(*args, **kwargs):
        print("call", fn.__name__, args, kwargs)
        result = fn(*args, **kwargs)
        print("->", result)
        return result
    return wrapped


@trace
def add(a, b=1):
    return a + b


add(2)
add(2, b=5)


def repeat(times):
    def deco(fn):
        def inner(*a):
            return [fn(*a) for _ in range(times)]
        return inner
    return deco


@repeat(3)
def hello(name):
    return "hi " + name


print(hello("bit"))


def memo(fn):
    cache = {}

    def inner(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return inner


@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60))
