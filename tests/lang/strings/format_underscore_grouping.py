# _ groups decimal digits by 3 and binary, octal and hex digits by 4; , only decimals
print("{:_d}".format(12345678), "{:_}".format(12345678), "{:,d}".format(12345678), f"{-1234567:_}")
print("{:_b}".format(255), "{:_b}".format(256), "{:_o}".format(12345678), "{:_x}".format(0x123456), "{:_X}".format(2**40))
print("{:#_b}".format(5), "{:#_x}".format(0xdeadbeef), "{:+_d}".format(10**12), "{:_d}".format(-(10 ** 20)))
print(f"{123:_}", f"{1234:_}", f"{0:_b}", f"{15:_b}", f"{16:_b}", f"{1:,}", f"{999:,}", f"{1000:,}")
print("{:+,}".format(1234567), "{: ,}".format(1234567), "{:,}".format(-1234567), "{:_}".format(True))
print(format(2 ** 100, ","), format(2 ** 100, "_x"), format(-(2 ** 64), "_o"))
for spec in [",b", ",o", ",x", ",X", ",c", ",n", "_n", ",s", ",_", "_,", ",,", "__"]:
    try:
        print(spec, format(255, spec))
    except ValueError as e:
        print(spec, "ValueError", e)
try:
    format("a", ",")
except ValueError as e:
    print("ValueError", e)
