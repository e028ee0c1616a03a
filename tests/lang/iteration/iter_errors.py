try:
    for x in 5:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    next(iter([]))
except StopIteration:
    print("StopIteration")
try:
    reversed(5)
except TypeError as e:
    print("TypeError:", e)
iter(5)
