# '#': prefixes for b, o, x, X; a kept point for floats
print(format(0, "#b"), format(0, "#o"), format(255, "#X"), format(-255, "#x"), format(5, "#10b"), format(5, "#010b"))
print(format(1.0, "#"), format(1e16, "#"), format(1e-7, "#"), format(1.0, "#.0"), format(1.0, "#.0e"))
print(format(1.0, "#g"), format(100.0, "#.3g"), format(2.5, "#.0f"), format(0.0, "#.0%"), format(123.0, "#.2g"))
print("%#o" % 8, "%#x" % -255, "%#.3x" % 5, "%#5.3o" % 5, "%#g" % 1.0, "%#.0f" % 2.0, "%#X" % 255)
