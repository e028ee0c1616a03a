import math
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
math.floor("x")
