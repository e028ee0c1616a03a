# %-formatting: an int's precision is its minimum number of digits
print("%.3d" % 5, "%.3d" % -5, "%05.3d" % 5, "%.0d" % 0, "%#.3x" % 5, "%#5.3o" % 5, "%.3i" % 5, "%.10d" % 2 ** 40)
print("%-+8.3d|" % 5, "%8.3x|" % 255, "%.5X" % 255, "%+.2d" % 123, "%.3u" % 7, "%.3d" % True, "%.3d" % 2.9)
print("%.*d" % (4, 7), "%*.*d" % (8, 4, -7), "%-*.*d|" % (8, 4, -7))
