# float() of strings: forms CPython accepts
for s in ["0", "-0", "1.", ".5", "-.5", "1e3", "1E-3", "+1.5e+2", " 2.5 ", "1_000.5", "1e1_0",
          "inf", "-inf", "Infinity", "-INFINITY", "nan", "-NaN", "iNf", "1e400", "-1e400", "1e-400",
          "0.1", "123456789012345678901234567890", "4.9e-324", "2.2250738585072014e-308", "00012.5"]:
    print(repr(s), float(s))
print(float(5), float(-0), float(True), float(2**60), float(10**30))
