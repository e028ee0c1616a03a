# center/ljust/rjust/zfill: odd padding, fill characters, widths smaller than the string
for w in range(0, 8):
    print(w, repr("ab".center(w)), repr("abc".center(w, "*")), repr("ab".ljust(w, "-")),
          repr("ab".rjust(w, "0")))
for s in ["42", "-42", "+42", "", "-", "abc", "-0.5"]:
    print(repr(s), s.zfill(5), s.zfill(0), s.zfill(1))
try:
    "a".center(5, "ab")
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a".ljust("5")
except TypeError as e:
    print(type(e).__name__, e)
