print("%s and %s" % ("a", "b"), "%d%%" % 50, "%5d|%-5d|%05d" % (1, 2, 3))
print("%.2f %6.1f %-6.1f|" % (3.14159, 2.5, 2.5), "%x %X %o %#x" % (255, 255, 8, 255))
print("%s" % (1,), "%s" % "solo", "%r %r" % ("s", 1), "%c%c" % (104, "i") if False else "%c" % 104)
print("%3s|%-3s|" % ("a", "b"), "%+d %+d" % (5, -5), "% d" % 5)
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % ("a",)
except TypeError as e:
    print("TypeError:", e)
"%s" % ("a", "b")
