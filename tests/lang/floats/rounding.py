print(round(2.5), round(3.5), round(-0.5), round(-1.5), round(0.4999999999999999), round(1e20))
print(round(2.675, 2), round(1234.5678, -2), round(0.125, 2), round(0.375, 2), round(1.5, 0), round(-2.5, 0))
print(round(3.14159, 3), round(1e-5, 3), round(123.456, -1), round(5.5, -1), round(15, -1), round(25, -1))
print(round(7), round(7, 2), round(-1234, -2), type(round(2.5)), type(round(2.5, 0)))
