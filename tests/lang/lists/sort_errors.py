a = [3, "a", 1]
try:
    a.sort()
except TypeError as e:
    print("TypeError:", e)
[1, 2].sort(key=5)
