# floor division, modulo and divmod over every sign mix, ints and floats
for a in (7, -7, 0, 13, -13, 10**20, -(10**20)):
    for b in (3, -3, 1, -1, 7, 2**40):
        print(a, b, a // b, a % b, divmod(a, b))
for a in (7.5, -7.5, 3.0, -1.25):
    for b in (2, -2, 0.5):
        print(a, b, a // b, a % b, divmod(a, b))
for a, b in [(1, 0), (1.0, 0), (5, 0.0), (0, 0)]:
    for op in ("//", "%", "divmod"):
        try:
            print(a // b if op == "//" else a % b if op == "%" else divmod(a, b))
        except ZeroDivisionError as e:
            print(op, type(e).__name__, e)
