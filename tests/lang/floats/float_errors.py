try:
    1.0 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    1.0 % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)
float("1,5")
