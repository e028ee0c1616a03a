# float() refusals
for a in ["", " ", "1.2.3", "e5", "1e", "1e+", "--1", "1_", "_1", "1__0", "0x10", "in", "nana",
          "1.5f", "1,5", ".", "+", "1 2"]:
    try:
        print(repr(a), float(a))
    except ValueError as e:
        print(repr(a), type(e).__name__, e)
for a in [None, [], "1", (1,)]:
    try:
        print(repr(a), float(a))
    except (TypeError, ValueError) as e:
        print(repr(a), type(e).__name__, e)
try:
    float(10**400)
except OverflowError as e:
    print(type(e).__name__, e)
