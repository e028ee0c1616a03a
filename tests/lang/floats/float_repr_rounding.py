# float repr (shortest round trip) and round()
for v in [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 123456789.123, 1.5e-7, 1e-4, 0.0001234,
          5e-324, 1.7976931348623157e308, 2.0**60, 1e22, 1e21, 9007199254740993.0, 100.0, -0.0]:
    print(repr(v), str(v))
for v in [0.5, 1.5, 2.5, -0.5, -1.5, 0.125, 2.675, 1.005, 12345.6789, -12345.6789]:
    print(v, round(v), round(v, 1), round(v, 2), round(v, -1), round(v, -2))
print(round(1e300, 2), round(1.5e-300, 300), round(123.456, -5), round(0.0, 3), round(-0.4))
