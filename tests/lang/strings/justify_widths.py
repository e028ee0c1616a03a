# center, ljust and rjust at every width around the string's length, odd and even
for s in ["", "a", "ab", "abc", "héé"]:
    for w in range(-1, 8):
        print(repr(s.center(w)), repr(s.center(w, "*")), repr(s.ljust(w, "é")), repr(s.rjust(w)), repr(s.zfill(w)))
print(repr("-5".zfill(4)), repr("+5".zfill(4)), repr("x".center(True)), repr("ab".center(2 ** 3, "€")))
try:
    "a".center(2 ** 100)
except OverflowError as e:
    print("OverflowError", e)
