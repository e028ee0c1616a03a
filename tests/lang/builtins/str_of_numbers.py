# str() and repr() of ints and floats, int/float round trips
for v in [0, -0, 7, -7, 10**18, -(10**25), 0.0, -0.0, 1.0, 0.5, 1e100, 1.5e-10, 123.456, 1 / 7, float(2**63), 1e-7, 12345678901234567.0]:
    print(str(v), repr(v), float(str(v)) == v, type(v).__name__)
print(int("-000123"), float("-000.500"), str(True), str(None), repr("it's"), repr('say "hi"'), repr("both ' \""))
