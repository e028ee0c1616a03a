from shapes import *
from math import *

print(sides("square"), Shape("triangle").n, sorted(SIDES))
print(floor(2.5), sqrt(16.0), pi > 3)
try:
    _hidden
except NameError as e:
    print("NameError", e)
sides = "rebound"
print(sides)
