for v in ([1], {1: 2}, {3}):
    try:
        hash(v)
    except TypeError as e:
        print("TypeError:", e)
try:
    d = {[1, 2]: "x"}
except TypeError as e:
    print("TypeError:", e)
s = set()
s.add({})
