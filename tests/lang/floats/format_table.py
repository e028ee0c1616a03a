readings = [("temp", 21.456), ("light", 0.000123), ("accel", 1234.5), ("tiny", 6.02e-23), ("huge", 6.02e23)]
for name, v in readings:
    print(f"{name:>6}: {v:10.3g} {v:12.4e} {v * 1e-20:.2f}")
print("%-6s|%8.2e|%g" % ("x", 0.5, 1e-5))
print("{:.3g} {:.3g} {:.3g}".format(1.0, 10.0, 1000.0))
