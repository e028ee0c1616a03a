s = {1}
try:
    s.remove(2)
except KeyError as e:
    print("KeyError:", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
try:
    s.add([1])
except TypeError as e:
    print("TypeError:", e)
f = frozenset([1, 2])
f.add(3)
