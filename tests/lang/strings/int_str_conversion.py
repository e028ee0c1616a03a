print(int("42"), int("-17"), int("  7 "), int("ff", 16), int("0b101", 0), int("777", 8), int("z", 36))
print(str(42), str(-3.5), str(True), str(None), str([1, "a"]), str(b"x"))
print(float("3.25"), float("-1e3"), float(" 2 "), int(3.99), int(-3.99), int("1_000"))
print(repr(str(1e22)), str(1.0), str(0.1 + 0.2))
