x = 1
try:
    x += "a"
except TypeError as e:
    print("TypeError:", e)
s = "a"
try:
    s -= "a"
except TypeError as e:
    print("TypeError:", e)
d = {}
try:
    d["k"] += 1
except KeyError as e:
    print("KeyError:", e)
t = (1, 2)
t[0] += 1
