# The data attributes of numbers: real, imag, numerator, denominator
n = 2**40
print((7).real, (7).imag, (-7).numerator, (7).denominator)
print(n.real, n.imag, (-n).numerator, n.denominator)
print(True.real, False.imag, True.numerator, True.denominator, type(True.real).__name__)
print((2.5).real, (2.5).imag, type((2.5).imag).__name__)
print(getattr(5, "real"), hasattr(5, "imag"), hasattr(5.0, "numerator"))
x = 12
print(x.real + x.imag, [v.real for v in (1, 2.0, True)])
try:
    (1.5).numerator
except AttributeError as e:
    print("AttributeError", e)
try:
    (3).reel
except AttributeError as e:
    print("AttributeError", e)
