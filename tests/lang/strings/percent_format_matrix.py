# %-formatting: flags, width, precision, types
vals = [0, 5, -5, 255, 3.5, -0.25, 1e20]
fmts = ["%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%x", "%#x", "%X", "%#o", "%o", "%.3d", "%8.3d",
        "%f", "%.2f", "%10.3f", "%-10.1f|", "%e", "%.2E", "%g", "%G", "%s", "%r", "%5s|", "%-5s|"]
for v in vals:
    row = []
    for f in fmts:
        try:
            row.append(f % v)
        except TypeError as e:
            row.append("TE:" + str(e))
    print(v, row)
print("%c%c" % (65, "b"), "%%", "%s%%" % 5, "%5%" % ())
print("%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159))
print("%(a)s-%(b)05.1f" % {"a": "x", "b": 2.25})
print("%s" % (1,), "%s" % [1, 2], "%s %s" % ("a", (1, 2)))
