# literal forms: underscores, bases, exponents, huge and tiny floats, implicit string joins
print(1_000_000, 0x_FF, 0o_17, 0b_1010, 0xdead_beef, 1_0.5e1_0, 1e-3_0 == 1e-30)
print(0.000_001, 1_2.3_4, .5, 5., 1e0, 0e0, 00, 0_0, 10**0, 0x10 + 0o10 + 0b10)
print(1e309, -1e309, 1e-324, 2.5e-324, 123456789012345678901234567890, -0o777, ~0xFF)
print("con" "cat" 'enation', "tab\tend", 'single\'quote', "double\"quote", """tri
ple""", '''x''' * 2, r"raw\n" + "\\n")
print(0xFFFFFFFF, 0x7FFFFFFF + 1, -0x80000000, 2**31 - 1 == 0x7FFFFFFF, int("0b11", 0) + 0B11 + 0XA + 0O7)
