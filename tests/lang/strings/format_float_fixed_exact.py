# The f format gives the exact decimal value of the double, correctly rounded, at any size
print(format(1e15, "f"), format(2 ** 53 + 0.0, ".2f"), format(1e20, ".3f"), format(123456789012.375, ".2f"))
print(format(1099511627776, "f"), format(-98765.4321, ".12f"), format(0.1, ".20f"), format(1 / 3, ".17f"))
print(format(1e300, ".0f"))
print(format(5e-324, ".330f")[-12:], format(2.5, ".0f"), format(3.5, ".0f"), format(0.125, ".2f"), format(0.375, ".2f"))
print("%.15f" % 0.1, "%.2f" % 1e22, "%f" % 10 ** 20, "{:.1f}".format(-0.05), f"{1e16:,.2f}", f"{12.5:.30f}")
print(format(float("inf"), "f"), format(float("-inf"), ".3F"), format(float("nan"), "F"), format(float("inf"), "%"))
print(format(1234.5, "_%"), format(2 ** 63 * 1.0, "%"), round(2.675, 2), format(2.675, ".2f"))
