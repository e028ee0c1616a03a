# %-formatting: padding of signs and zeros, %s of containers and None, repeated keys, literal %%
print("%+05d|%-+6d|% 05d|%05.1f|%-8.3e|%+.2g" % (42, 42, 42, -2.25, 12345.678, 0.000123))
print("%5.2s|%-5.1s|%.0s|" % ("abc", "xyz", "gone"), "%s %s" % (None, [1, "a"]), "%r" % ({"k": (1,)},))
print("%(x)s + %(x)s = %(y)d" % {"x": 2, "y": 4}, "100%%", "%d%%" % 50, "%c%c" % ("%", 37))
print("%x %X %o %#o %#X" % (-255, -255, -8, 0, 255), "%.3x" % 10, "%e" % 0, "%g" % 100000, "%g" % 1000000)
print("%i|%u|%5.1f%%" % (3.99, -3, 99.44))
