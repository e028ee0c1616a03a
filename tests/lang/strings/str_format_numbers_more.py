# str.format and format() with numbers: sign-aware padding, alternate forms, bool and big ints
print("{:+d} {:+d} {: d} {: d} {:=+8d} {:=8d}".format(5, -5, 5, -5, 42, -42))
print("{:#b} {:#o} {:#x} {:#X} {:#010b} {:#_x}".format(5, 64, 255, 255, 5, 2**32))
print("{:,} {:_} {:,.3f} {:>15,} {:<+12,}".format(2**64, 2**64, 2**40 / 3, -10**9, 10**6))
print("{:e} {:.0e} {:E} {:.3%} {:g} {:G}".format(2**70, 2**70, 10**20, 1 / 3, 10**20, 10**-20 + 0.0))
print("{:c}{:c}{:c} {:5c}| {:<3c}|".format(72, 105, 33, 65, 66))
print("{0:{1}{2}{3}}".format(7, "0", ">", 4), "{:{}}".format("x", 3), "{:.{}}".format("abcdef", 2))
