try:
    1 // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    5 % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
10 / 0
