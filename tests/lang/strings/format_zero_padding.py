# A 0 before the width pads with zeros after the sign and the prefix, grouped when grouping
print(format(1234, "08,"), format(1234, "07,"), format(1234, "09,"), format(1234, "0=10,"), format(1234, "x=10,"))
print(format(1234, "010_"), format(255, "010_b"), format(255, "#012_b"), format(-5, "05x"), format(-5, "#06x"))
print(format(5, "#06o"), format(1234.5, "012,.2f"), format(1234.5, "012,"), format(-1, "0=5"), format(7, "+06"))
print(repr(format("ab", "05")), repr(format(5, "<05")), repr(format(5, "*<05")), repr(format(5, "^05")), repr(format(5, "0>5")))
print(repr(format(float("inf"), "010,")), repr(format(float("nan"), "=+10")), repr(format(-0.0, "06")), repr(format(1, "0010")))
print(repr("%05d" % -42), repr("%+06.1f" % 2.25), repr("%#08x" % 255), repr("%-06d" % 7), repr("%05s" % "ab"))
try:
    format(1, "00<5")
except ValueError as e:
    print("ValueError", e)
try:
    format("ab", "0=5")
except ValueError as e:
    print("ValueError", e)
