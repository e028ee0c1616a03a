print("key=value".partition("="), "novalue".partition("="), "a=b=c".rpartition("=") if hasattr("", "rpartition") else ("a=b", "=", "c"))
print("[" + "hi".center(8) + "]", "[" + "hi".center(7, "*") + "]", "x".ljust(3, ".") + "|", "x".rjust(3) + "|")
print("42".zfill(5), "-42".zfill(5), "abc".zfill(2))
for name, score in [("ann", 9), ("bartholomew", 10)]:
    print(name.ljust(12, ".") + str(score).rjust(3))
