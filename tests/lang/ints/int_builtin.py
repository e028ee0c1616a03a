print(int("42"), int("  -17 "), int("+8"), int(True), int(5))
print(int("ff", 16), int("777", 8), int("1010", 2), int("z", 36))
print(int("123456789012345678901234567890"))
print(abs(-3), abs(3), abs(-(2 ** 40)))
