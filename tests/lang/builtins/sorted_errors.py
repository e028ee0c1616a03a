try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted(5)
except TypeError as e:
    print("TypeError:", e)
sorted([None, None, 1])
