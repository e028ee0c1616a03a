print((2.5).is_integer(), (2.0).is_integer(), float("inf") > 1e308, -float("inf") < 0)
print(float(1), float("  -0.5 "), float("1e-3"), float(True), float("nan") != float("nan"))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, float("inf").is_integer(), (-3.0).is_integer(), (1e300).is_integer())
