def make_counter(start=0):
    count = start

    def inc(step=1):
        nonlocal count
        count += step
        return count

    def get():
        return count
    return inc, get


inc, get = make_counter(10)
inc()
inc(5)
print(get())
adders = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in adders])
late = [lambda x: x + n for n in range(3)]
print([f(10) for f in late])


def outer():
    x = "outer"

    def middle():
        def inner():
            nonlocal x
            x = "changed"
        inner()
    middle()
    return x


print(outer())
