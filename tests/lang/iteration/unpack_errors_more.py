try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = (1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 5
except TypeError as e:
    print("TypeError:", e)
x, y = "abc"
