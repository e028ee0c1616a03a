try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    pow(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
pow(2, -1, 4)
