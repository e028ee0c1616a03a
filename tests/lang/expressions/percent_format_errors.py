try:
    "%d %d" % (1,)
except TypeError as e:
    print("TypeError:", e)
try:
    "%d" % (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%z" % 1
except ValueError as e:
    print("ValueError:", e)
"%c" % "ab"
