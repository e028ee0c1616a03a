# chr/ord, bin/oct/hex, str/repr of numbers, bool(), isinstance with tuples
print(chr(65), chr(0x263A), chr(0), ord("A"), ord("\u263a"), ord("\n"), repr(chr(127)), ascii(chr(0xe9)))
print(bin(0), bin(5), bin(-5), oct(8), oct(-8), hex(255), hex(-255), hex(2**64), bin(2**33))
print(int(bin(1234), 0), int(oct(1234), 0), int(hex(-1234), 0))
print(bool(0), bool(0.0), bool(""), bool([]), bool({}), bool(set()), bool(None), bool("0"), bool([0]), bool(-1))
print(isinstance(1, (str, int)), isinstance(True, int), isinstance(1, (str, (list, int))), isinstance("a", ()))
print(isinstance(1.0, (int,)), isinstance(None, type(None)), isinstance([], (tuple, list)), issubclass(bool, (str, int)))
for bad in [lambda: chr(0x110000), lambda: chr("a"), lambda: ord(5), lambda: hex(1.5), lambda: bin("1"),
            lambda: isinstance(1, 5), lambda: isinstance(1, (int, 5))]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
