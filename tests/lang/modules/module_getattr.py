# getattr, hasattr and dir on built-in modules, with literal names and names made at run
# time; a module's __name__ and its functions' names and reprs.
import gc
import math
import sys
import time

print(hasattr(math, "pi"), getattr(math, "sqrt")(4), hasattr(math, "nope"), hasattr(sys, "maxsize"))
n, missing = "x pi zzz".split()[1:]
print(hasattr(math, n), getattr(math, n) == math.pi, getattr(math, missing, 5))
print(getattr(math, "xfloor"[1:])(2.5), hasattr(time, "xsleep_ms"[1:]) in (True, False))
print(math.__name__, sys.__name__, getattr(time, "__name__"), gc.__name__)
print(time.sleep.__name__, math.sqrt.__name__, getattr(math, "floor").__name__, len.__name__)
print(math.sqrt, len, time.sleep)
print(sys, time, gc)
print("sqrt" in dir(math), "pi" in dir(math), "__name__" in dir(math), "collect" in dir(gc))
for f in (lambda: getattr(math, missing), lambda: math.nothing_here):
    try:
        f()
    except AttributeError as e:
        print(e)
