# iter(callable, sentinel): calls until the sentinel (==) comes; errors as CPython's
it = iter([1, 2, 3, 0, 5])
print(list(iter(lambda: next(it), 0)))
lines = ["a", "b", "", "c"]
print([x for x in iter(lines.pop, "a")])
n = [0]
def count():
    n[0] += 1
    return n[0]
i = iter(count, 4)
print(next(i), next(i), next(i), next(i, "done"), next(i, "still done"))
n[0] = 0
print(list(iter(count, 3.0)), n)
for bad in ((1, 2), (5,)):
    try:
        iter(*bad)
    except TypeError as e:
        print("TypeError", e)
for bad in ((), (1, 2, 3)):
    try:
        iter(*bad)
    except TypeError as e:
        print("TypeError", e)
def boom():
    raise ValueError("from the callable")
try:
    list(iter(boom, None))
except ValueError as e:
    print("ValueError", e)
