try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min(())
except ValueError as e:
    print("ValueError:", e)
try:
    max(1)
except TypeError as e:
    print("TypeError:", e)
try:
    max(1, "a")
except TypeError as e:
    print("TypeError:", e)
min(1, 2, default=0)
