try:
    round("1.5")
except TypeError as e:
    print("TypeError:", e)
try:
    round(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)
round(float("nan"))
