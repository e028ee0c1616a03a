print("[" + "ab".center(7) + "]", "[" + "ab".center(7, "-") + "]", "[" + "abc".center(2) + "]")
print("[" + "ab".ljust(5, ".") + "]", "[" + "ab".rjust(5, ".") + "]", "7".zfill(3), "+7".zfill(4), "abc".zfill(2))
for name, score in [("ann", 9), ("bob", 10), ("cy", 100)]:
    print(name.ljust(6) + str(score).rjust(4))
