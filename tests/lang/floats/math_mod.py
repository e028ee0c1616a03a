import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan))
print(math.sqrt(2), math.sqrt(16), math.sqrt(0.5), math.floor(-2.5), math.ceil(2.1), math.trunc(-3.7))
print(math.fabs(-3), math.fmod(7, 3), math.fmod(-7, 3), math.copysign(2, -0.0), math.isinf(1e309), math.isfinite(1.0))
print(math.gcd(12, 18), math.gcd(0, 5), math.factorial(20), math.ldexp(0.75, 4), math.modf(2.5), math.modf(-3.25))
print(math.log2(1024), math.log10(1000), math.log(1), math.exp(0), math.degrees(math.pi), math.radians(180))
print(round(math.sin(1), 12), round(math.cos(1), 12), round(math.tan(0.5), 12), round(math.atan(1) * 4, 12))
print(round(math.exp(1.5), 12), round(math.log(10), 12), round(math.atan2(1, -1), 12), round(math.asin(0.5), 12))
print(round(math.acos(0.25), 12), round(math.hypot(3, 4), 12), math.isclose(0.1 + 0.2, 0.3), round(math.log(8, 2), 12))
print(round(math.sin(100), 10), round(math.cos(-30), 10), math.pow(2, 10), math.floor(7), type(math.floor(2.5)))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError", e)
