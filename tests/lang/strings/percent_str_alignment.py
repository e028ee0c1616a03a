# %s, %r and %a right-align in their width; - left-aligns; 0, +, space and # do nothing to them
print(repr("%6r" % float("nan")), repr("%5s" % "ab"), repr("%-5s" % "ab"), repr("%05s" % "ab"), repr("%+5s" % "ab"))
print(repr("%#5s" % "a"), repr("%5a" % "é"), repr("%05a" % "x"), repr("%.2r" % "abc"), repr("%10.4s" % "abcdef"))
print(repr("%*s" % (-6, "x")), repr("%-*s|" % (4, "ab")), repr("% 5s" % -1), repr("%+012s" % -0.0))
