a = [1, 2]
try:
    a.remove(9)
except ValueError as e:
    print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    a.pop(10)
except IndexError as e:
    print("IndexError:", e)
try:
    a.index(5)
except ValueError as e:
    print("ValueError:", e)
a[5] = 1
