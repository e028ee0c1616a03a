print(bool(0.0), bool(-0.0), bool(0.1), not 0.0, 0.0 or 'x', 1.5 and 'y')
x = 0.0
while x < 1:
    x += 0.25
print(x, type(x))
