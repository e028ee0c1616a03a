import math
import math as m
from math import sqrt, pi as PI, floor
print(math.sqrt(2), m.sqrt(9), sqrt(16), PI, floor(-0.5), m is math)
print(math.floor(3), math.ceil(-0.5), math.trunc(2.9))
