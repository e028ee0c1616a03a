# fabs, copysign and the isnan/isinf/isfinite tests read a double's sign and exponent bits:
# negative zeros and NaNs of either sign, infinities, subnormals, ints and bools
import math

inf, nan = math.inf, math.nan
values = [0, -1, True, False, 0.0, -0.0, 2.5, -2.5, 5e-324, -5e-324, 1.7976931348623157e308, inf, -inf,
          nan, -nan, 2 ** 70, -(2 ** 70)]
for v in values:
    print(repr(v), math.fabs(v), math.isnan(v), math.isinf(v), math.isfinite(v),
          [math.copysign(1.0, math.copysign(v, s)) for s in (1, -1, 0.0, -0.0, inf, -inf, nan, -nan)])
for bad in ('x', None, 10 ** 400):
    for f in (math.fabs, math.isnan, math.isinf, math.isfinite, lambda x: math.copysign(x, 1),
              lambda x: math.copysign(1, x)):
        try:
            print(f(bad))
        except (TypeError, OverflowError) as e:
            print(type(e).__name__, e)
# the signs that come from the bits: abs of a negative NaN, modf's fraction, atan2 by y's sign
for v in (-7.0, -0.0, 0.0, 2.5, -2.5, -inf, inf, nan, -nan, -1e308):
    print(repr(v), [math.copysign(1.0, p) for p in math.modf(v)], math.copysign(1.0, abs(v)))
for y in (0.0, -0.0, 1.0, -1.0, inf, -inf):
    print([math.atan2(y, x) for x in (0.0, -0.0, -1.0)])
print(math.exp(709.0) > 0, math.log2(1024.0), math.log2(0.5), 1.5.is_integer(), (-0.0).is_integer(),
      inf.is_integer(), nan.is_integer(), format(-0.0, 'e'), format(-nan, 'f'), '%g' % -inf)
for f in (lambda: math.exp(710.0), lambda: math.sin(inf), lambda: math.cos(-inf), lambda: math.tan(nan),
          lambda: math.sin(-nan), lambda: math.cos(nan)):
    try:
        print(f())
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
# isclose and hypot take magnitudes from the bits; an infinity is close to itself only
print([math.isclose(a, b) for a, b in ((0.0, inf), (inf, inf), (-inf, inf), (1e308, inf), (nan, nan), (-0.0, 0.0),
                                         (-1.0, -1.0000000001), (1.0, -1.0))],
      math.isclose(-5.0, -5.4, abs_tol=0.5), math.isclose(-5.0, -6.0, rel_tol=0.1), math.hypot(-3, 4), math.hypot(-0.0, -0.0))
# ** and pow: a zero, an infinity or a sign from the bits
print([repr(x ** y) for x, y in ((-0.0, 0.5), (0.0, 0.5), (-0.0, 3.0), (-0.0, 2.0), (-inf, 3.0), (-inf, -3.0),
                                  (-inf, 2.0), (inf, -0.5), (2.0, inf), (0.5, inf), (-1.0, 2.0 ** 60), (-1.0, 2.0 ** 40 + 1), (-1.0, 1e9 + 1), (-0.5, 1e9 + 1), (-inf, 1e9 + 1), (-inf, -1e9 - 1), (-2.0, -1.0))],
      repr(math.pow(-0.0, 0.5)), repr(math.pow(-0.0, -0.0)), repr(math.pow(-1.0, -3.0)))
