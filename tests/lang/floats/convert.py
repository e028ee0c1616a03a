print(float("1.5"), float(" -2.5e3 "), float("inf"), float("-inf"), float("nan"), float("1_000.5"))
print(float(3), float(-7), float(2 ** 64), float(True), float(), float("0.1"), float(".5"), float("5."))
print(float("1e400"), float("-1e-400"), float("123456789012345678901234567890"))
print(int(3.9), int(-3.9), int(1e20), int(-0.5), int(2.0 ** 70), int(1e16))
for s in ["abc", "1.5.5", "", "1e", "--1"]:
    try:
        float(s)
    except ValueError as e:
        print("ValueError", e)
for v in [float("inf"), float("nan")]:
    try:
        int(v)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
