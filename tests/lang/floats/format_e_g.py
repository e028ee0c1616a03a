# the e, E, g, G formats and no type with a precision: correctly rounded digits, as CPython
vals = [0.0, -0.0, 1.0, 3.14159, 12345.678, 0.0001, 0.00001234, 1e-10, 1e16, 9.999999, 99999.95, 123456789.0, 5e-324, 1.7976931348623157e308, 2.5, 0.5, 1e22, 9.995, float("inf"), float("nan"), -2.5e-5, 100000.0, 1e5, 123.456]
for v in vals:
    print(f"{v:e}|{v:.2e}|{v:E}|{v:.0e}|{v:#.0e}|{v:g}|{v:.3g}|{v:G}|{v:.1g}|{v:#g}|{v:.10g}|{v:.3}|{v:.1}|{v:.2}|{v:12.4e}|{v:<10g}|{v:+.2g}|{v:.17g}")
print("%e %g %.3e %G %10.2g|" % (12345.678, 0.0001, 1.5, 1e-10, 3.14159))
