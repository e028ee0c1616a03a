def counted(fn):
    calls = 0
    def wrapper(*args, **kwargs):
        nonlocal calls
        calls += 1
        return fn(*args, **kwargs), calls
    return wrapper

@counted
def mul(a, b=1):
    return a * b

print(mul(3))
print(mul(3, b=4))
print(mul(*[2, 5]))

def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapper

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60))
