import math
print(math.sqrt(16), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.fabs(-3))
print(math.gcd(48, 18), math.factorial(10), math.isnan(float("nan")), math.isinf(math.inf), math.isfinite(1.0))
print(round(math.pi, 5), round(math.e, 5), math.copysign(3, -0.0), math.fmod(7, 3), math.hypot(3, 4))
print(math.degrees(math.pi), math.radians(180) == math.pi, math.modf(2.5), math.ldexp(1, 10))
print(round(math.sin(math.pi / 2), 9), round(math.cos(0), 9), round(math.atan2(1, 1), 9), round(math.log(math.e), 9), math.log2(1024), math.log10(1000))
print(math.isclose(0.1 + 0.2, 0.3), math.pow(2, 10), math.exp(0))
